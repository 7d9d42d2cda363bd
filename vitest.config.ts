import { defineConfig } from 'vitest/config';
import { catalogues } from './vite-catalogues';

export default defineConfig({
  // Tests read the catalogues as the app does.
  plugins: [catalogues()],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/faults/**', 'node_modules/**'],
    environment: 'node',
    // Migrates one database of each kind for the run; test databases are copies of it.
    globalSetup: ['tests/support/migrated-templates.ts'],
    pool: 'forks',
    // Vitest's default on 2 cores is one file at a time; the files wait on PostgreSQL, child processes and timers more than they compute.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

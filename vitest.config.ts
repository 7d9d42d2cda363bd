import { defineConfig } from 'vitest/config';
import { catalogues } from './vite-catalogues';

export default defineConfig({
  // Tests read the catalogues as the app does.
  plugins: [catalogues()],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/faults/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

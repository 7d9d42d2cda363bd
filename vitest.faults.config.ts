import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the app as real child processes killed, restarted and scaled out. Slow
 * (minutes) and CPU-bound, so one file at a time and kept out of `npm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/migrated-templates.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});

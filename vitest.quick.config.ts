import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:quick`: the unit and service tests on in-memory PGlite only, for the edit–test loop.
 * Left out, as `npm test` runs them: PostgreSQL (TEST_DATABASE_URL is blanked), and the files that
 * start the app or a command-line tool as a child process and wait on it, and the endpoint fuzzer
 * (a thousand generated bodies per endpoint, the slowest file by far).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        'tests/production/production-start.test.ts',
        'src/server/admin/cli.test.ts',
        'src/server/money/reconcile-cli.test.ts',
        'src/server/accrual/demo.test.ts',
        'tests/security/fuzz.test.ts',
      ],
      env: { TEST_DATABASE_URL: '' },
    },
  }),
);

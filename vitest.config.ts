import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { catalogues } from './vite-catalogues';

// The files that take minutes start first, so that no worker is left running one alone at the
// end: a fresh clone has no timings of earlier runs for Vitest to sort by.
const LONG_FILES = [
  'tests/security/fuzz.test.ts',
  'tests/security/rate-limits-behind-proxy.test.ts',
  'src/server/accrual/restart.test.ts',
  'tests/security/uploads.test.ts',
  'src/server/admin/first-admin.test.ts',
  'src/server/transactions/ledger-property.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONG_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // Tests read the catalogues as the app does.
  plugins: [catalogues()],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/faults/**', 'node_modules/**'],
    environment: 'node',
    // Migrates one database of each kind for the run; test databases are copies of it.
    globalSetup: ['tests/support/migrated-templates.ts'],
    sequence: { sequencer: LongFilesFirst },
    pool: 'forks',
    // A worker keeps the modules it has loaded from one file to the next: importing the server afresh
    // for every file cost more than a second each. Every file opens its own database and app, so
    // only module state is shared, and no test may replace a module (vi.mock); it spies instead.
    isolate: false,
    // Vitest's default on 2 cores is one file at a time; the files wait on PostgreSQL, child processes and timers more than they compute.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

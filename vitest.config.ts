import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.routes.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * API test files that run on PostgreSQL alone when TEST_DATABASE_URL is set
 * (docs/testing.md, "Each database where it matters"): they test the HTTP
 * plumbing, storage, mail and flows whose SQL other files already run on PGlite.
 * Every other API file runs on both databases; without TEST_DATABASE_URL all
 * of them run on PGlite.
 */
const postgresOnly = [
  'apps/server/src/platform/http/*.routes.test.ts',
  'apps/server/src/platform/mail/mailer.routes.test.ts',
  'apps/server/src/platform/storage/sweep.routes.test.ts',
  'apps/server/src/platform/auth/password-reset.routes.test.ts',
  'apps/server/src/platform/auth/password-cost.routes.test.ts',
  'apps/server/src/features/files/files-safety.routes.test.ts',
  'apps/server/src/features/requests/confirmation-loop.routes.test.ts',
  'apps/server/src/features/notifications/notification-preview.routes.test.ts',
];

const apiProject = (kind: 'pglite' | 'postgres', exclude: string[] = []) => ({
  test: {
    name: `api-${kind}`,
    include: apiTests,
    exclude: ['**/node_modules/**', ...exclude],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['apps/server/src/test/migrate-once.ts'],
    // One load of the server's modules per worker instead of one per file: each file
    // still builds its own app on its own copy of the migrated database.
    isolate: false,
    // Margins for a hung test or hook, not budgets: waits are for states.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

/**
 * Unit tests once; web component tests (`*.test.tsx`) once in jsdom; API tests
 * (`*.routes.test.ts`) on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is
 * set. Each api project migrates one database per run (migrate-once.ts) and
 * every test file gets a fresh copy of it.
 */
export default defineConfig({
  test: {
    // Vitest's own default in a run is one worker less than the cores: one worker on the
    // 2-core machine, half of it idle while a worker waits on PostgreSQL.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          exclude: [...apiTests, '**/node_modules/**', 'e2e/**'],
          // A margin for a hung test, not a budget: the export and import tests are CPU-bound.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom and one load of MUI for all files halves the run; the files
          // mock no modules and the setup file cleans up after every test.
          isolate: false,
          // A margin for a hung test, not a budget: every wait is for a state.
          testTimeout: 60_000,
        },
      },
      apiProject('pglite', onPostgres ? postgresOnly : []),
      ...(onPostgres ? [apiProject('postgres')] : []),
    ],
  },
});

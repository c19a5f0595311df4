import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.routes.test.ts'];
const databaseKinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * Unit tests once; web component tests (`*.test.tsx`) once in jsdom; API tests
 * (`*.routes.test.ts`) once per database kind: PGlite always, PostgreSQL too
 * when TEST_DATABASE_URL is set. Each api project migrates one database per run
 * (migrate-once.ts) and every test file gets a fresh copy of it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'eslint-rules/**/*.test.js'],
          exclude: [...apiTests, '**/node_modules/**', 'e2e/**'],
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
          // Form walks that type into many fields take 1-2 s alone, and several times that while
          // the API projects load both cores.
          testTimeout: 15_000,
        },
      },
      ...databaseKinds.map((kind) => ({
        test: {
          name: `api-${kind}`,
          include: apiTests,
          env: { TEST_DB_KIND: kind },
          globalSetup: ['apps/server/src/test/migrate-once.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

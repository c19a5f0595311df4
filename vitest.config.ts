import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.routes.test.ts'];
const databaseKinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * Unit tests once; API tests (`*.routes.test.ts`) once per database kind:
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: [...apiTests, '**/node_modules/**', 'e2e/**'],
        },
      },
      ...databaseKinds.map((kind) => ({
        test: {
          name: `api-${kind}`,
          include: apiTests,
          env: { TEST_DB_KIND: kind },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

/** Globals Node has and browsers lack (process, Buffer, require, …). */
const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify hooks and handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // Numbers read well in a template; objects and nullish values do not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // \`onClick={() => setOpen(false)}\` is the React idiom, not a confusion.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fires on a generic table's types (platform/db/company-rows.ts): empty only before instantiation.
      '@typescript-eslint/no-generated-empty-object-type': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Node's globals everywhere but in what the browser runs.
    ignores: ['apps/web/src/**', 'apps/web/public/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**', 'apps/web/public/**'],
    languageOptions: { globals: { ...globals.browser } },
    // TypeScript files skip no-undef, and the web project sees @types/node through Vite's types.
    rules: {
      'no-restricted-globals': [
        'error',
        ...nodeOnlyGlobals.map((name) => ({
          name,
          message: 'Node only: the web app runs in a browser.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Changes go through useApiMutation, which sends one request however often a button is clicked.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/platform/useApiMutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useApiMutation (apps/web/src/platform/useApiMutation.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Application code states how it knows a value is there; tests may assert it.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Tests assert what they expect to be there.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The one file outside a tsconfig (allowDefaultProject) is read without strict null checks.
    files: ['vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // DESIGN §2: platform/ knows no feature; features reach each other through their index;
    // tables stay with their feature and schema.ts is drizzle-kit's (issue 33).
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { layout: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'layout/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);

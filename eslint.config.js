import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Import boundaries (import-x/no-restricted-paths) ------------------------------------------
// Paths are from this folder (basePath), so the zones hold wherever eslint is started.
const root = import.meta.dirname;
const WEB = 'apps/web/src';
const API = 'apps/api/src/features';
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = [
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'packages/shared is pure TypeScript shared by the apps: it imports nothing from them.',
  },
  {
    target: [`${WEB}/api`, `${WEB}/lib`, `${WEB}/components`, `${WEB}/config`, `${WEB}/offline`, `${WEB}/sw`],
    from: `${WEB}/features`,
    message:
      'Shared web code (api, lib, components, config) is used by features and the app, never the reverse.',
  },
  {
    // main.tsx (the entry) and src/test (the tests' helpers, which render the real route table) may.
    target: [
      `${WEB}/api`,
      `${WEB}/lib`,
      `${WEB}/components`,
      `${WEB}/config`,
      `${WEB}/offline`,
      `${WEB}/sw`,
      `${WEB}/features`,
    ],
    from: `${WEB}/app`,
    message: 'Only the app imports app/ (tests reach it through the helpers in src/test).',
  },
  // A web feature imports no other feature: what two features share goes to api/, components/ or lib/,
  // and pages of two features are put together in app/pages.
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature (docs/decisions/016).',
  })),
  // An API feature mounts its own routes only: app.ts wires routers together. Repos and services may
  // be shared (sentences and texts read the lexicon repo; lexicon import/export writes sentences).
  ...foldersIn(API).map((feature) => ({
    target: `${API}/${feature}`,
    from: `${root}/${API}/*/*.router.ts`,
    except: [`${root}/${API}/${feature}/*.router.ts`],
    message: "An API feature does not import another feature's router.",
  })),
];

// ---- What the browser must not ship (ADR 015, 016) --------------------------------------------------
// The web app and packages/shared (which it bundles) use zod/mini and the platform's Intl.
const browserBans = [
  {
    name: 'zod',
    message: "Use 'zod/mini': classic zod cannot be tree-shaken (about 26 KB gzip in the browser).",
  },
  { name: 'luxon', message: 'Use Date and Intl: luxon is for the server only.' },
];
const classicZodPatterns = [
  { group: ['zod/v3', 'zod/v4', 'zod/v4/classic'], message: "Use 'zod/mini' (ADR 015)." },
];
// The product is asked for in React: react and react-dom are the runtime, never a stand-in (ADR 042).
const reactRuntimePatterns = [
  {
    group: ['preact', 'preact/*', '@preact/*'],
    message: 'The web app runs on React 19 and react-dom (ADR 042).',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/playwright-report/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      'import-x/internal-regex': '^@langapp/',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserBans,
          patterns: [
            {
              group: ['react', 'react-*', 'express', 'better-sqlite3', 'node:*'],
              message: 'packages/shared is pure TypeScript: no React, Express, database or Node imports.',
            },
            ...classicZodPatterns,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: reactRuntimePatterns }] },
  },
  {
    // No debugging leftovers: the web app logs failures (console.error, once, in the query client for
    // server calls) and what the spec says is logged (console.info); packages/shared logs nothing.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['error', 'warn', 'info'] }] },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: browserBans, patterns: [...classicZodPatterns, ...reactRuntimePatterns] },
      ],
    },
  },
);

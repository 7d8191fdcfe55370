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

/** The web app's layers, bottom first; a layer imports only the layers before it (ADR 074). */
const WEB_LAYERS = [
  { name: 'lib, config', dirs: ['lib', 'config'] },
  { name: 'api', dirs: ['api'] },
  { name: 'offline', dirs: ['offline'] },
  { name: 'sw, components', dirs: ['sw', 'components'] },
  { name: 'features', dirs: ['features'] },
  { name: 'app', dirs: ['app'] },
  { name: 'main.tsx', dirs: ['main.tsx'] },
];
function webLayerZones() {
  return WEB_LAYERS.slice(0, -1).map((layer, index) => {
    const above = WEB_LAYERS.slice(index + 1);
    return {
      target: layer.dirs.map((dir) => `${WEB}/${dir}`),
      from: above.flatMap((higher) => higher.dirs.map((dir) => `${WEB}/${dir}`)),
      message: `The web layer ${layer.name} imports only the layers before it, never ${above
        .map((higher) => higher.name)
        .join('; ')} (lib, config -> api -> offline -> sw, components -> features -> app; ADR 074).`,
    };
  });
}

const boundaryZones = [
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'packages/shared is pure TypeScript shared by the apps: it imports nothing from them.',
  },
  // The web app's layers (ADR 074), each importing only those before it:
  //   lib, config -> api -> offline -> sw | components -> features -> app -> main.tsx, test/
  // lib and config are plain helpers and the page's configuration; api talks to the server (and
  // holds the session); offline keeps data on the device, built on the api; sw is the service
  // worker's own bundle; components are the pieces pages share; features are the pages; app puts
  // them together and wires offline into the layers below (app/offline-wiring.ts). src/test (the
  // tests' helpers, which render the real app, and which only tests import) and main.tsx (the entry)
  // sit on top.
  ...webLayerZones(),
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

/** src/test holds the tests' helpers (they render the real app): only tests import them. */
const testHelpersZone = {
  target: WEB_LAYERS.flatMap((layer) => layer.dirs.map((dir) => `${WEB}/${dir}`)),
  from: `${WEB}/test`,
  message: "Only tests import src/test, the tests' helpers (ADR 074).",
};

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

// ---- Rules of the house the lint enforces (issue 37, ADR 076) -----------------------------------
// SQL runs in repos only: a call of `.prepare(` (better-sqlite3's statements; nothing else in the
// project is named so) anywhere, or `.exec(`/`.pragma(` on something named like a database (`db`,
// `this.db`, `database`, `ankiDb`: regular expressions have an `.exec` too), outside `*.repo.ts`
// and `apps/api/src/db/**` (the connection, migrations, seed).
const DB_NAME = '/(^db$|^database$|Db$|Database$)/';
const sqlOutsideRepo = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='prepare']",
    message: 'SQL belongs in a *.repo.ts (or apps/api/src/db/): call the repo instead (ADR 076).',
  },
  ...['exec', 'pragma'].flatMap((method) => [
    {
      selector: `CallExpression[callee.property.name='${method}'][callee.object.name=${DB_NAME}]`,
      message: 'SQL belongs in a *.repo.ts (or apps/api/src/db/): call the repo instead (ADR 076).',
    },
    {
      selector: `CallExpression[callee.property.name='${method}'][callee.object.property.name=${DB_NAME}]`,
      message: 'SQL belongs in a *.repo.ts (or apps/api/src/db/): call the repo instead (ADR 076).',
    },
  ]),
];
// A service holds the rules and throws domain errors (lib/domain-errors): it never sees HTTP.
const httpErrorInService = [
  {
    selector: "NewExpression[callee.name='HttpError']",
    message: 'A service throws a domain error, never an HttpError: the error handler maps it to a status (ADR 043, 076).',
  },
  {
    selector: "CallExpression[callee.name='badRequest']",
    message: 'A service throws a domain error, never an HTTP error: the error handler maps it to a status (ADR 043, 076).',
  },
];
const serviceImportBans = {
  paths: ['express', 'multer', 'express-rate-limit', 'express-static-gzip', 'cookie-parser', 'supertest'].map(
    (name) => ({ name, message: 'A service never sees req or res: HTTP stays in the router (ADR 076).' }),
  ),
  patterns: [
    {
      group: ['express/*', '**/http-error', '**/lib/http-error', '**/*.router', '**/middleware/*'],
      message: 'A service throws domain errors and knows nothing of HTTP: no HttpError, router or middleware (ADR 076).',
    },
  ],
};

// No source file over 400 lines (split it by step: read, plan, write, report). Every line counts,
// blank lines and comments too, as `wc -l` counts them (ADR 076). Tests and fixtures are exempt.
const MAX_LINES = { max: 400, skipBlankLines: false, skipComments: false };
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/src/test/**', 'scripts/lint-fixtures/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      // Code that breaks the rules on purpose, linted by the rules' tests (scripts/*.test.ts).
      'scripts/lint-fixtures/**',
    ],
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
      // Without these the plugin reads only .js files' imports: import-x/no-cycle saw no cycle
      // through a .ts or .tsx file at all (ADR 074).
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
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
      // Every cycle counts, one made by a dynamic import() too (ADR 074); imports of types only do not
      // (they are erased from the JavaScript).
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests, and a feature's helpers for its tests (test-routes.tsx), may use src/test.
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test-*.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...boundaryZones, testHelpersZone] },
      ],
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
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...TEST_FILES, 'apps/api/src/**/*.repo.ts', 'apps/api/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepo] },
  },
  {
    files: ['apps/api/src/**/*.service.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...sqlOutsideRepo, ...httpErrorInService],
      'no-restricted-imports': ['error', serviceImportBans],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    ignores: TEST_FILES,
    rules: { 'max-lines': ['error', MAX_LINES] },
  },
);

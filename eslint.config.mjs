// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layout from './scripts/layersRule.mjs';

/**
 * The layers, one way (../shared/DESIGN.md): the console and the service share only common/, which
 * depends on neither; the service's stores know nothing of HTTP. Checked on the import as written, so a
 * relative path cannot slip past a resolver that failed to resolve it.
 */
const forbid = (...rules) => ({ 'no-restricted-imports': ['error', { patterns: rules }] });
const SERVER = {
  group: ['**/server/*', '**/server'],
  message: 'The console does not import the service: move what both use to common/.',
};
const CONSOLE = {
  group: ['**/src/*', '**/src'],
  message: 'The service does not import the console: move what both use to common/.',
};
const HTTP = {
  group: ['**/http/*', '**/app.js', '**/routes/*'],
  message:
    'A store knows nothing of HTTP: take the parsed query of store/query.ts, and throw the domain errors of store/errors.ts, which server/service/http maps to statuses.',
};
/** Pages, dialogs and views reach the service through their feature's query hooks, never its calls directly. */
const ENDPOINTS = {
  group: ['**/api/endpoints/*', '**/api/http', '**/api/client', '**/api/consoleServer/endpoints'],
  message:
    "A view reaches the API through a query hook (its feature's queries.ts), not through endpoints or the client.",
};
/** The console's tests run against the real service, which they start through its test harness and seed. */
const SERVER_BUT_ITS_HARNESS = {
  group: [
    '**/server/*',
    '!**/server/test',
    '**/server/test/*',
    '!**/server/test/harness',
    '!**/server/test/unusualService',
    '!**/server/service',
    '**/server/service/*',
    '!**/server/service/seed',
    '**/server/service/seed/*',
    '!**/server/service/seed/demo',
  ],
  message: 'A console test reaches the service only through server/test/harness (and its demo data).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'dist-bench/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'scratch/',
      'bench/.cache/',
      'src/api/schema.d.ts',
      'src/api/consoleServer/schema.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.server.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware where it pays: a promise nobody awaits or handles is a lost error or a race.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['server/**', 'common/**', 'scripts/**', 'bench/**', 'e2e/**', '*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  // Benchmarks and the page's first script run code in the browser (page.evaluate, public/).
  { files: ['bench/**', 'public/**'], languageOptions: { globals: globals.browser } },
  // Tests and their harnesses read JSON answers as the schemas check them, not as TypeScript types.
  { files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Playwright reads a fixture's dependencies from its first parameter's pattern, which may name none.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] } },
  { files: ['src/**'], rules: forbid(SERVER) },
  // The session makes the client every query uses: it alone holds one beside the transport.
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/api/**', 'src/**/*.test.tsx', 'src/session/SessionContext.tsx'],
    rules: forbid(SERVER, ENDPOINTS),
  },
  // The console's layout: features through their index.ts, shared layers beneath them (scripts/layersRule.mjs).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { console: layout },
    rules: { 'console/layers': 'error' },
  },
  { files: ['src/**/*.test.{ts,tsx}'], rules: forbid(SERVER_BUT_ITS_HARNESS) },
  // The server's two wings and the console wing's parts (scripts/layersRule.mjs). Tests and their harness run the
  // console's server against the embedded service, and reach into both.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { server: layout },
    rules: { 'server/wings': 'error' },
  },
  { files: ['server/**'], rules: forbid(CONSOLE) },
  { files: ['server/service/store/**'], rules: forbid(CONSOLE, HTTP) },
  { files: ['common/**'], rules: forbid(SERVER, CONSOLE) },
  prettier,
);

// @ts-check
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));
// eslint-module-utils loads a resolver by path only when the path is absolute.
const tsImportResolver = fileURLToPath(new URL('./scripts/lib/ts-import-resolver.cjs', import.meta.url));

const remote = { element: { type: 'remote' } };
const mirage = { type: 'shared', captured: { name: 'mirage' } };
const contracts = { element: { type: 'shared', captured: { name: 'contracts' } } };

/**
 * Who may import what (eslint-plugin-boundaries). Policies are read in order and the last one
 * that matches a dependency decides, so each ban comes before the exceptions to it. Imports
 * within one element (a remote's own files) are not checked.
 * @type {import('eslint-plugin-boundaries').DependenciesRuleOptions['policies']}
 */
export const boundaryPolicies = [
  // Contracts are the one package everything imports, shell and remotes deployed apart: at run
  // time they may need only valibot (the schemas), never another workspace package or library.
  {
    from: contracts,
    disallow: { dependency: { kind: 'value' } },
    message: 'shared/contracts imports nothing at run time but valibot (type-only imports are fine).',
  },
  { from: contracts, allow: { to: { module: { origin: 'external', source: 'valibot' } }, dependency: { kind: 'value' } } },
  { from: { ...contracts, file: { categories: 'test' } }, allow: { dependency: { kind: 'value' } } },
  // Remotes are built and deployed apart: an import of another remote would bundle a stale copy of
  // it, and one of the shell would bundle a second shell.
  {
    from: remote,
    disallow: { to: { element: { type: 'remote', captured: { name: '!{{ from.element.captured.name }}' } } } },
    message: 'Remote "{{ from.element.captured.name }}" imports remote "{{ to.element.captured.name }}": remotes must not import each other; share through shared/*.',
  },
  {
    from: remote,
    disallow: { to: { element: { type: 'shell' } } },
    message: 'Remote "{{ from.element.captured.name }}" imports the shell: a remote gets what the shell offers through shared/* (contracts, runtime), never from shell/.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: ['shell', 'remote'] } } },
    message: 'shared/{{ from.element.captured.name }} imports an app: shared packages sit below the shell and the remotes and must not import them.',
  },
  // The shell meets remotes at run time, through their manifests; its tests may mount a real one.
  {
    from: { element: { type: 'shell' } },
    disallow: { to: remote },
    message: 'The shell imports remote "{{ to.element.captured.name }}": the shell loads remotes at run time (remote-source.ts), never bundles them.',
  },
  { from: { element: { type: 'shell' }, file: { categories: 'test' } }, allow: { to: remote } },
  // The shell and the remotes are apps, not libraries: their package.json names no entry, so a
  // `@console/<app>` import resolves to nothing and would count as an unknown external package.
  // Every `@console/*` import must land on a shared package.
  {
    disallow: { to: { module: { origin: 'external', source: '@console/*' } } },
    message: '"{{ dependency.source }}" is not a shared package: the shell and the remotes are never imported by name; share through shared/*.',
  },
  // One React Router in the page: everything uses it through the @console/router singleton.
  {
    disallow: { to: { module: { source: ['react-router', 'react-router-dom'] } } },
    message: 'Import React Router through @console/router (the shared singleton), not "{{ dependency.source }}".',
  },
  { from: { element: { type: 'shared', captured: { name: 'router' } } }, allow: { to: { module: { source: 'react-router' } } } },
  // One i18next binding: react-i18next lives inside the @console/runtime singleton (tree-shaken).
  {
    disallow: { to: { module: { source: 'react-i18next' } } },
    message: 'Import useTranslation / initReactI18next from @console/runtime (the shared singleton), not react-i18next.',
  },
  { from: { element: { type: 'shared', captured: { name: 'runtime' } } }, allow: { to: { module: { source: 'react-i18next' } } } },
  // One CASL: abilities come from @console/auth (the singleton that bundles it), never from @casl/ability.
  {
    disallow: { to: { module: { source: '@casl/ability' } } },
    message: 'Use abilities through @console/auth (the shared singleton), not "@casl/ability".',
  },
  { from: { element: { type: 'shared', captured: { name: 'auth' } } }, allow: { to: { module: { source: '@casl/ability' } } } },
  // The mock backend stays out of production paths: only shared/mirage uses miragejs, and only
  // bootstraps, the shell's mock starter and tests load the mock (`@console/mirage/gate` and
  // `/settings` are the small, miragejs-free doors module code may use).
  {
    disallow: { to: { module: { source: 'miragejs' } } },
    message: 'Only shared/mirage uses miragejs.',
  },
  { from: { element: mirage }, allow: { to: { module: { source: 'miragejs' } } } },
  {
    from: { element: { type: ['shell', 'remote', 'shared'] } },
    disallow: { to: { element: { ...mirage, fileInternalPath: '!src/{gate,settings}.ts' } } },
    message: 'Start the mock from a bootstrap or a test (or through @console/mirage/gate), never from module code.',
  },
  {
    from: { file: { categories: ['test', 'mock-starter'] } },
    allow: [{ to: { module: { source: 'miragejs' } } }, { to: { element: mirage } }],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-plain/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.reports/**', '.fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // Config files and the import resolver run in Node; the resolver is CommonJS because
  // eslint-module-utils `require`s resolvers.
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  // In tests a wrong assumption should fail loudly, which `!` does.
  { files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // Playwright fixtures call `use`, which is not React's.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Architecture boundaries: one rule, configured once, in the last block, for every file. The
  // previous version spread these over several `no-restricted-imports` blocks, and a later block's
  // options replaced an earlier one's (flat config merges rule options by replacing them), which
  // switched the remote isolation off. scripts/boundaries.test.ts lints one import per boundary and
  // fails if a later block ever overrides this one again.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      // Resolve as tsc does (exports subpaths, symlinked workspace packages): with the node
      // resolver alone `@console/users` looks external and passes every element rule.
      'import/resolver': { [tsImportResolver]: {}, node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
      // By default only `import` declarations count: `export … from` and `import()` would slip past.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/elements': [
        { type: 'remote', pattern: 'remotes/*', capture: ['name'], partialMatch: false },
        { type: 'shell', pattern: 'shell', partialMatch: false },
        { type: 'shared', pattern: 'shared/*', capture: ['name'], partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
        { type: 'e2e', pattern: 'e2e', partialMatch: false },
      ],
      'boundaries/files': [
        // Code that only ever runs in Jest (shared/testing is the tests' own toolbox).
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/test-kit.{ts,tsx}', '**/*-test-kit.{ts,tsx}', 'shared/testing/**'] },
        // What starts the in-page mock before the app (a remote alone, or the shell).
        { category: 'mock-starter', pattern: ['**/src/bootstrap.tsx', 'shell/src/app/mock-backend.ts'] },
      ],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies }],
    },
  },
);

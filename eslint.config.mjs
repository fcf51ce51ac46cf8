// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';

const remoteNames = ['todo', 'users', 'invoices', 'shop', 'content-pages', 'cards'];

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
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  // In tests a wrong assumption should fail loudly, which `!` does.
  { files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
  // Playwright fixtures call `use`, which is not React's.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // A remote never imports another remote: shared code goes through shared/*.
  ...remoteNames.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: remoteNames.filter((other) => other !== name).map((other) => `@console/${other}`), message: 'Remotes must not import each other; share through shared/*.' },
            { group: ['**/remotes/*/**'], message: 'Remotes must not import each other; share through shared/*.' },
          ],
        },
      ],
    },
  })),
  // The mock backend stays out of production paths: only the bootstraps that start it, tests and
  // the shell's lazily loaded starter may import it.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/{auth,ui,contracts}/src/**/*.{ts,tsx}'],
    ignores: ['**/bootstrap.tsx', '**/*.test.{ts,tsx}', '**/test-kit.{ts,tsx}', 'shell/src/app/start-mock-backend.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'miragejs', message: 'Only shared/mirage uses miragejs.' }, { name: '@console/mirage', message: 'Start the mock from a bootstrap or a test, never from module code.' }] },
      ],
    },
  },
);

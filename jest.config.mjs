/** Jest for every workspace: tests sit beside the code as *.test.ts(x). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jsdom',
  // scripts/: checks on the repo itself (lint boundaries, import cycles), run in Node.
  roots: ['<rootDir>/shell/src', '<rootDir>/remotes', '<rootDir>/shared', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.[tj]sx?$': swc },
  // jose ships ES modules only (its one build, dist/webapi, also the browser's): compile it too.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  moduleNameMapper: { '\\.(css|svg|png|ttf)(\\?url)?$': '<rootDir>/shared/testing/src/file-stub.ts' },
  setupFiles: ['<rootDir>/shared/testing/src/jsdom-polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/shared/testing/src/jest-setup.ts', '<rootDir>/shell/src/i18n/jest-setup.ts'],
  // Above Testing Library's 5 s wait (jest-setup.ts), so a failing wait reports what it waited for.
  testTimeout: 15_000,
  // Jest's default (cores - 1) runs one worker on this 2-core machine: with both, the suite takes
  // about two thirds of the time (measured: the media pages, 52 s to 34 s), and npm test runs
  // nothing beside it.
  maxWorkers: '100%',
};

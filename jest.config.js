// One jest run for every package: components in jsdom, the backend contract in node.
const os = require('node:os');
const { builds } = require('@donation-network/portal-manifest');

// SWC only strips the types: the typecheck stage checks them, once, for the whole repository.
const transform = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2021',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// The shared packages, then the shell and every remote the manifest lists.
const uiRoots = [
  ...['portal-data', 'shared-ui', 'portal-session', ...builds.map((build) => build.folder)].map((pkg) => `<rootDir>/${pkg}/src`),
  '<rootDir>/portal-manifest',
];

module.exports = {
  // jest's default (cores - 1) is one worker on a 2-core machine; the backend files wait on their
  // own backend process and the component files on the transform, so a second worker cuts the run by a third
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'ui',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: uiRoots,
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      transform,
    },
    {
      displayName: 'backend',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/supabase/tests'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/supabase/tests/support/backend-timeout.ts'],
      transform,
    },
  ],
};

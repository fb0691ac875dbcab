// One jest run for every package: components in jsdom, the backend contract in node.
const { builds } = require('portal-manifest');

const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.base.json' }] };

// The shared packages, then the shell and every remote the manifest lists.
const uiRoots = [
  ...['shared-ui', 'shared-auth', ...builds.map((build) => build.folder)].map((pkg) => `<rootDir>/${pkg}/src`),
  '<rootDir>/portal-manifest',
];

module.exports = {
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
      transform,
      testTimeout: 60000,
    },
  ],
};

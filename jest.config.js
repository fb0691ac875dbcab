// One jest run for every package: components in jsdom, the backend contract in node.
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.base.json' }] };

const uiPackages = ['shared-ui', 'shared-auth', 'shell', 'mfe-marketing', 'mfe-auth', 'mfe-recipient', 'mfe-directories', 'mfe-partner-legal'];

module.exports = {
  projects: [
    {
      displayName: 'ui',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: uiPackages.map((pkg) => `<rootDir>/${pkg}/src`),
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

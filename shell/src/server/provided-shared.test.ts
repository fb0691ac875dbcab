import { PROVIDED_FOR_REMOTES } from './provided-shared';

// webpack.shared.js is CommonJS with the build's own dependencies; only its table is needed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedDependencies } = require('../../../webpack.shared.js') as { sharedDependencies: Record<string, unknown> };

it("provides on the server every shared library a remote's server build may consume", () => {
  // 'react/' and 'react-dom/' are prefixes: their modules are provided as the shell imports them.
  const libraries = Object.keys(sharedDependencies).filter((key) => !key.endsWith('/'));
  expect(Object.keys(PROVIDED_FOR_REMOTES).sort()).toEqual(libraries.sort());
});

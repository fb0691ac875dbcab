const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Account (standalone)',
  exposes: { './App': './src/App.tsx' },
});

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  name: 'auth',
  dir: __dirname,
  title: 'Account (standalone)',
  exposes: { './App': './src/App.tsx' },
});

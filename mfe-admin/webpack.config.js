const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Admin console (standalone)',
  exposes: { './App': './src/App.tsx' },
});

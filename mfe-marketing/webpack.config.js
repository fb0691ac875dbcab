const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Marketing (standalone)',
  exposes: { './App': './src/App.tsx' },
});

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  name: 'marketing',
  dir: __dirname,
  title: 'Marketing (standalone)',
  exposes: { './App': './src/App.tsx' },
});

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Partner dashboard (standalone)',
  exposes: { './App': './src/App.tsx' },
});

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Donor (standalone)',
  exposes: { './App': './src/App.tsx' },
});

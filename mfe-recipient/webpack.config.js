const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Recipient (standalone)',
  exposes: { './App': './src/App.tsx' },
});

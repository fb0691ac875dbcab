const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  name: 'recipient',
  dir: __dirname,
  title: 'Recipient (standalone)',
  exposes: { './App': './src/App.tsx' },
});

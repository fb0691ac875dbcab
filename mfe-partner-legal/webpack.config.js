const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Partners and legal (standalone)',
  exposes: { './App': './src/App.tsx' },
});

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({
  dir: __dirname,
  title: 'Directories (standalone)',
  exposes: { './App': './src/App.tsx' },
});

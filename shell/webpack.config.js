const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({ name: 'shell', dir: __dirname, title: 'Donation Network' });

const { createFederatedConfig } = require('../webpack.shared');

module.exports = createFederatedConfig({ dir: __dirname, title: 'Donation Network' });

// The two builds of `npm run perf:floor`: a host and one remote with the portal's own federation setup
// (webpack.shared.js: the shared table, loaded-first, the runtime shipped once by the host, preload hints
// for the host's start-up scripts, precompressed assets) and nothing of the portal's code.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  sharedDependencies,
  externalRuntimeProvider,
  PreloadBootScriptsPlugin,
  precompress,
  SHELL_PAGE_TEMPLATE,
} = require('../../webpack.shared.js');

const common = (outDir) => ({
  mode: 'production',
  context: __dirname,
  output: { path: outDir, publicPath: 'auto', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
  performance: { hints: false },
});

/**
 * @param {{ hostDir: string, remoteDir: string, remoteManifestUrl: string, headHints: string }} options
 *        headHints: what the shell's server adds to its page for the route's remote (shell-page.mjs)
 * @returns {import('webpack').Configuration[]}
 */
module.exports = function floorConfigs({ hostDir, remoteDir, remoteManifestUrl, headHints }) {
  const federation = { shared: sharedDependencies, shareStrategy: 'loaded-first', dts: false };
  return [
    {
      ...common(remoteDir),
      name: 'floor-remote',
      // The container is the only entry a remote needs.
      entry: {},
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          name: 'floorRemote',
          filename: 'remoteEntry.js',
          exposes: { './App': './remote-app.mjs' },
          manifest: true,
          experiments: { externalRuntime: true },
        }),
        ...precompress(),
      ],
    },
    {
      ...common(hostDir),
      name: 'floor-host',
      entry: './host-entry.mjs',
      // absolute, as the shell's: the page's script and hint URLs
      output: { ...common(hostDir).output, publicPath: '/' },
      plugins: [
        new ModuleFederationPlugin({
          ...federation,
          name: 'floorHost',
          remotes: { floorRemote: `floorRemote@${remoteManifestUrl}` },
          runtimePlugins: [externalRuntimeProvider()],
        }),
        new HtmlWebpackPlugin({
          publicPath: '/',
          templateContent: SHELL_PAGE_TEMPLATE('Performance floor').replace('</head>', `${headHints}</head>`),
        }),
        new PreloadBootScriptsPlugin(),
        ...precompress(),
      ],
    },
  ];
};

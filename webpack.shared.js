// The single webpack factory for the shell and every remote. Each package's
// webpack.config.js only names itself; everything else lives here so the six
// builds cannot drift apart (shared table, output naming, federation options).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildForFolder } = require('portal-manifest');
const rootPackage = require('./package.json');

const deps = rootPackage.dependencies;
const workspaceVersion = (name) => require(`./${name}/package.json`).version;

const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

// The installed version is stated explicitly: some packages (react-final-form) hide their
// package.json from the federation plugin's lookup, which then advertises version 0.
const singleton = (name) => ({ singleton: true, requiredVersion: deps[name], version: installedVersion(name) });

/** One copy of each of these runs in the page, whoever loads first provides it. */
const sharedDependencies = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': { ...singleton('react-router-dom'), version: installedVersion('react-router') },
  'react-router-dom': singleton('react-router-dom'),
  'styled-components': singleton('styled-components'),
  zustand: singleton('zustand'),
  'react-hot-toast': singleton('react-hot-toast'),
  // shared-ui's fields and a remote's <Form> must see the same form context.
  'react-final-form': singleton('react-final-form'),
  'final-form': singleton('final-form'),
  '@supabase/supabase-js': singleton('@supabase/supabase-js'),
  'shared-ui': { singleton: true, version: workspaceVersion('shared-ui'), requiredVersion: `^${workspaceVersion('shared-ui')}` },
  'shared-auth': { singleton: true, version: workspaceVersion('shared-auth'), requiredVersion: `^${workspaceVersion('shared-auth')}` },
};

/**
 * @param {object} options
 * @param {string} options.dir    the package directory (__dirname of its config); its folder name
 *                                picks the build's entry in portal-manifest (federation name, port)
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.title  page title of the standalone page
 */
function createFederatedConfig({ dir, exposes, title }) {
  const build = buildForFolder(path.basename(dir));
  if (!build) throw new Error(`webpack.shared.js: ${path.basename(dir)} is not in portal-manifest`);
  const name = build.federationName;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env outDir=...` builds a release somewhere other than dist/ (used to deploy a remote alone).
    const outDir = env?.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const port = Number(process.env.PORT) || build.port;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        uniqueName: `portal_${name}`,
        // Entry files keep stable names (the federation runtime module cannot hash them); they are served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDependencies,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          title,
          // Absolute entry URL: deep links such as /recipient/dashboard must not load /recipient/main.js.
          publicPath: '/',
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Donation Network connects blood and organ donors with recipients, hospitals and corporate partners."><title>${title}</title><link rel="icon" href="data:,"></head><body><div id="root"></div></body></html>`,
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares, devServer) => {
          // Every page (the shell and each remote's standalone page) reads its backend and remotes from here.
          const { runtimeConfig } = require('./scripts/runtime-config.cjs');
          devServer.app.get('/config.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(runtimeConfig()));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createFederatedConfig, sharedDependencies };

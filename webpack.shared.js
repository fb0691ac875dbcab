// The single webpack factory for the shell and every remote. Each package's
// webpack.config.js only names itself; everything else lives here so the six
// builds cannot drift apart (shared table, output naming, federation options).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildForFolder, devServerPort, sourceMapsDir } = require('@donation-network/portal-manifest');
const { SharedExportsRecordPlugin } = require('./build-support/shared-exports-record.cjs');
const rootPackage = require('./package.json');
const typeScriptBase = require('./tsconfig.base.json');

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
  // react-router's browser API only (react-router-browser.mjs), compiled and tree-shaken by each build;
  // 'react-router' itself is then bundled into it, not shared.
  'react-router-dom': { ...singleton('react-router-dom'), import: require.resolve('./react-router-browser.mjs') },
  'styled-components': singleton('styled-components'),
  zustand: singleton('zustand'),
  'react-hot-toast': singleton('react-hot-toast'),
  // shared-ui's fields and a remote's <Form> must see the same form context.
  'react-final-form': singleton('react-final-form'),
  'final-form': singleton('final-form'),
  '@supabase/supabase-js': singleton('@supabase/supabase-js'),
  // One query cache per page: the server's results travel into it, and every remote reads them.
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // Every remote validates with yup (through shared-ui too): one copy instead of one per build.
  yup: singleton('yup'),
  // The data layer's error class and read helpers: one copy, so `instanceof RequestError` holds across remotes.
  '@donation-network/portal-data': {
    singleton: true,
    version: workspaceVersion('portal-data'),
    requiredVersion: `^${workspaceVersion('portal-data')}`,
  },
  '@donation-network/shared-ui': {
    singleton: true,
    version: workspaceVersion('shared-ui'),
    requiredVersion: `^${workspaceVersion('shared-ui')}`,
  },
  // The form fields: a module of their own, so a page without a form does not download final-form.
  '@donation-network/shared-ui/forms': {
    singleton: true,
    version: workspaceVersion('shared-ui'),
    requiredVersion: `^${workspaceVersion('shared-ui')}`,
  },
  '@donation-network/portal-session': {
    singleton: true,
    version: workspaceVersion('portal-session'),
    requiredVersion: `^${workspaceVersion('portal-session')}`,
  },
};

/** What the shell's server bundle requires from node_modules at run time (the production image installs them). */
const SHELL_SERVER_EXTERNALS = ['jsdom', 'ws'];

/** The share keys of the portal's own packages: the release gate checks the names remotes import from them. */
const WORKSPACE_SHARE_KEYS = Object.keys(sharedDependencies).filter((key) => key.startsWith('@donation-network/'));

/**
 * The share keys the shell's browser build always provides (its mf-manifest.json `shared`, eagerly or
 * lazily): a remote's production browser build takes them from the shell and builds no copy of its own
 * (`import: false`; the versions stay, so the federation runtime and the release gate still check them).
 * The form libraries and yup only remotes use: each remote keeps its copy, the first one loaded provides it.
 * `npm run budget` fails when a remote's build needs one of these that the shell's build does not provide.
 */
const PROVIDED_BY_SHELL = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'zustand',
  'react-hot-toast',
  '@supabase/supabase-js',
  '@tanstack/react-query',
  '@donation-network/portal-data',
  '@donation-network/shared-ui',
  '@donation-network/portal-session',
]);

/** The shared table of a production remote's browser build: what the shell provides is not built again. */
function remoteBrowserSharedDependencies() {
  return Object.fromEntries(
    Object.entries(sharedDependencies).map(([key, options]) => {
      if (!PROVIDED_BY_SHELL.has(key)) return [key, options];
      const { import: _ownCopy, ...rest } = options;
      return [key, { ...rest, import: false }];
    }),
  );
}

/**
 * The shared table of the server builds. The shell's server provides every shared library from
 * node_modules (react-router-dom whole: it renders with the static router); a remote's server build
 * bundles none of them (`import: false`), so the server always runs one copy of each, the shell's.
 */
function serverSharedDependencies({ provider }) {
  return Object.fromEntries(
    Object.entries(sharedDependencies).map(([key, options]) => {
      const { import: _browserImport, ...rest } = options;
      return [key, provider ? rest : { ...rest, import: false }];
    }),
  );
}

/**
 * The plugin that `experiments.provideExternalRuntime` would add, by its ES module build: that option
 * adds the CommonJS build, which pulls a second, CommonJS copy of the runtime into the shell (195 kB
 * main.js instead of 95 kB).
 */
function externalRuntimeProvider() {
  const commonJsBuild = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return commonJsBuild.replace(/\.cjs$/, '.js');
}

/**
 * The scripts the shell runs before its first render: its bootstrap chunk group and, for each shared
 * library that code consumes, the chunks of the copy the shell provides (recursively: shared-ui consumes
 * react too). Libraries only lazy code uses (supabase-js, the form fields) are not in it.
 */
function bootScripts(compilation) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error("webpack.shared.js: the shell's entry must import './bootstrap' as the chunk named bootstrap");
  // The shell's own copies: what its share scope hands out (a consumer's fallback chunks are never used here).
  const provided = new Map();
  for (const module of compilation.modules) {
    // `_name` is the share key (the federation plugin's ProvideSharedModule has no public accessor for it).
    if (module.type === 'provide-module') provided.set(module._name, [...(provided.get(module._name) ?? []), module]);
  }
  const files = new Set();
  const visited = new Set();
  const visit = (group) => {
    if (!group || visited.has(group)) return;
    visited.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const provider of provided.get(module.options.shareKey) ?? []) {
          for (const block of provider.blocks) visit(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  };
  visit(bootstrap);
  return [...files].sort();
}

/**
 * Preload hints in the shell's page for bootScripts(): without them the browser finds these scripts only
 * once main.js has run, one round trip and the runtime's start-up later. Never for a remote's files: a
 * failed preload is kept for the page's life, so Retry after a remote's outage would fail again.
 */
class PreloadBootScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootScriptsPlugin', (data) => {
        const hints = bootScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        return { ...data, headTags: [...data.headTags, ...hints] };
      });
    });
  }
}

/** The page every build's HTML starts from (the shell's static server adds its configuration and hints). */
const SHELL_PAGE_TEMPLATE = (title) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Donation Network connects blood and organ donors with recipients, hospitals and corporate partners."><title>${title}</title><link rel="icon" href="data:,"></head><body><div id="root"></div></body></html>`;

/**
 * What a build is for: `BUILD_PROFILE=release` (the release tool, the Dockerfile) spends the CPU on the
 * smallest brotli copies users download; anything else (`npm start`, `npm run build`, CI's e2e builds)
 * is a local build, where brotli's maximum quality costs seconds per package for a few percent.
 */
const BUILD_PROFILE = process.env.BUILD_PROFILE === 'release' ? 'release' : 'local';
const BROTLI_QUALITY = { release: 11, local: 5 };

/** Assets worth compressing: text, and TrueType fonts. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|ttf)$/;
/** Assets written outside the output folder (the source maps): never served, so never compressed. */
const OUTSIDE_OUTPUT = /^\.\.\//;

/** @param {{ brotliQuality?: number }} [options]  default: the build profile's */
function precompress({ brotliQuality = BROTLI_QUALITY[BUILD_PROFILE] } = {}) {
  const { constants } = require('node:zlib');
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      exclude: OUTSIDE_OUTPUT,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      exclude: OUTSIDE_OUTPUT,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * The production browser build's source maps, written by webpack's SourceMapDevToolPlugin beside the
 * output folder, to portal-manifest's sourceMapsDir(output.path), never inside it (a static server would
 * then be all that keeps them private), with no `sourceMappingURL` comment in the code. That folder holds
 * the maps of the last build only: it is emptied before they are written (output.clean covers output.path).
 */
class PrivateSourceMapsPlugin {
  apply(compiler) {
    const outDir = compiler.options.output.path;
    const mapsDir = sourceMapsDir(outDir);
    const { rm } = require('node:fs/promises');
    compiler.hooks.emit.tapPromise('PrivateSourceMapsPlugin', () => rm(mapsDir, { recursive: true, force: true }));
    new compiler.webpack.SourceMapDevToolPlugin({
      // relative to output.path: `..` leaves it, and webpack writes the file where the path points
      filename: `${path.relative(outDir, mapsDir).split(path.sep).join('/')}/[file].map`,
      append: false,
    }).apply(compiler);
  }
}

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
  const isShell = !exposes;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // `--env outDir=...` builds a release somewhere other than dist/ (used to deploy a remote alone).
    const outDir = env?.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    // the development server's: PORT, else beside a running portal (marketing: 3101)
    const port = devServerPort(build);
    const browser = browserConfig({ dir, exposes, title, name, isShell, production, outDir, port });
    // The development servers render in the browser only; a release also builds the server bundle.
    return production ? [browser, serverConfig({ dir, exposes, name, isShell, outDir })] : browser;
  };
}

/** Where a build's server bundle goes, inside its release (served with it, so the shell's server can load it by URL). */
const SERVER_DIR = 'server';

/** The JavaScript version the code is compiled and minified to: tsconfig.base.json's `target`, as type checking sees it. */
const ECMASCRIPT_TARGET = typeScriptBase.compilerOptions.target.toLowerCase();

/**
 * TypeScript and TSX, transpiled by SWC (browser and server builds alike): type checking is `npm run
 * typecheck`, not the build's job. JSX uses React's automatic runtime, as tsconfig's `react-jsx`; class
 * fields are assigned in the constructor, as TypeScript does for a target before ES2022.
 */
const typeScriptRule = () => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // `.ts` is parsed without JSX: `<Type>value` is a type assertion there.
  oneOf: [false, true].map((tsx) => ({
    test: tsx ? /\.tsx$/ : /\.ts$/,
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: ECMASCRIPT_TARGET,
        // `development: false` in development builds too (swc-loader would turn it on): a remote's development
        // server loaded into the deployed portal (a remote override) must call react/jsx-runtime, which the
        // production shell shares; react/jsx-dev-runtime needs React's development build.
        transform: { react: { runtime: 'automatic', development: false }, useDefineForClassFields: false },
      },
    },
  })),
});

/**
 * The production browser build's minifier: SWC's, through terser-webpack-plugin (license comments still
 * extracted to .LICENSE.txt files). Terser took about half of a build's CPU; SWC is several times faster
 * and its output no larger.
 */
const javaScriptMinimizer = () => new TerserPlugin({ minify: TerserPlugin.swcMinify });

/** Where a package's webpack caches live (every configuration, mode and profile of it). */
const webpackCacheDirs = (dir) => [path.join(dir, 'node_modules', '.cache', 'webpack')];

/** The versions of what the shared table shares: a changed one must not reuse modules built against another. */
const sharedVersions = Object.fromEntries(Object.entries(sharedDependencies).map(([key, options]) => [key, options.version]));

/**
 * webpack's persistent cache: a build after a change to one file rebuilds only what that file touches.
 * One cache per configuration, mode and profile, so alternating between them keeps each one's; what the
 * configuration reads besides its own files (the output folder, the shared versions) is its version, so a
 * cache written for other values is never reused; the files it is made from are build dependencies, so
 * editing one of them starts the cache afresh.
 */
function persistentCache({ dir, configName, production, outDir }) {
  return {
    type: 'filesystem',
    cacheDirectory: webpackCacheDirs(dir)[0],
    name: `${configName}-${production ? 'production' : 'development'}-${BUILD_PROFILE}`,
    version: JSON.stringify({ outDir, shared: sharedVersions }),
    buildDependencies: {
      config: [
        __filename,
        path.join(dir, 'webpack.config.js'),
        require.resolve('@donation-network/portal-manifest'),
        path.join(dir, 'tsconfig.json'),
        require.resolve('./tsconfig.base.json'),
      ],
    },
  };
}

/**
 * The server bundle: a remote's container for Node (`commonjs-module`, loaded over HTTP by the
 * shell's server through @module-federation/node's runtime plugin), or the shell's server renderer
 * (`server.js`, which `shell/server` requires). Not minified: nobody downloads it.
 */
function serverConfig({ dir, exposes, name, isShell, outDir }) {
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'async-node',
    cache: persistentCache({ dir, configName: 'server', production: true, outDir }),
    entry: isShell ? { server: './src/server/index.ts' } : {},
    // Unminified, so a stack trace on the server reads without source maps (and the build is faster).
    devtool: false,
    output: {
      path: path.join(outDir, SERVER_DIR),
      // Chunk URLs resolve against the remote entry's own URL (the runtime plugin falls back to it when the
      // public path is not absolute), so the same build works wherever the release is served.
      publicPath: '',
      uniqueName: `portal_${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
      compareBeforeEmit: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typeScriptRule(), { test: /\.ttf$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } }],
    },
    optimization: { minimize: false },
    // jsdom (the server's DOM for sanitizing HTML) loads files at run time and ws has optional native parts:
    // both are required from node_modules, not bundled.
    externals: isShell ? Object.fromEntries(SHELL_SERVER_EXTERNALS.map((name) => [name, `commonjs ${name}`])) : {},
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? {} : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } }),
        remoteType: 'script',
        shared: serverSharedDependencies({ provider: isShell }),
        shareStrategy: 'loaded-first',
        // The shell's lists the libraries its server provides: the release gate checks a remote's needs against it.
        manifest: true,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new SharedExportsRecordPlugin({ shareKeys: WORKSPACE_SHARE_KEYS }),
    ],
    performance: { hints: false },
  };
}

function browserConfig({ dir, exposes, title, name, isShell, production, outDir, port }) {
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: dir,
    cache: persistentCache({ dir, configName: 'browser', production, outDir }),
    entry: './src/index.ts',
    // Production maps come from PrivateSourceMapsPlugin (below): outside the output folder, never referenced from the code.
    // Development maps without eval: a remote's development server loaded into the portal (a remote override)
    // runs under the page's CSP, which has no 'unsafe-eval'.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: `portal_${name}`,
      // Entry files keep stable names (the federation runtime module cannot hash them); they are served no-cache.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // The server bundle (a second compilation of the same release) lives in server/ and cleans itself.
      clean: { keep: new RegExp(`^${SERVER_DIR}/`) },
      // Always write: an unchanged mf-manifest.json keeps its old time otherwise, and `npm start` (which
      // compares it with the sources' times) would rebuild a build that is current.
      compareBeforeEmit: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typeScriptRule(),
        // a font a module imports (the PDF export's) is a file of its own; the import gives its URL
        { test: /\.ttf$/, type: 'asset/resource', generator: { filename: production ? '[name].[contenthash:8][ext]' : '[name][ext]' } },
      ],
    },
    optimization: production ? { minimizer: [javaScriptMinimizer()] } : {},
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // A remote's standalone page (development only) brings every shared library itself.
        shared: production && !isShell ? remoteBrowserSharedDependencies() : sharedDependencies,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Production: the federation runtime (about 25 kB gzipped) ships once, in the shell; each
        // remoteEntry.js uses the shell's copy instead of carrying its own. Development keeps a
        // self-contained runtime so a remote's standalone page (`npm run dev -w <remote>`) works alone.
        experiments: production && !isShell ? { externalRuntime: true } : {},
        runtimePlugins: [require.resolve('./federation-retry-shared.mjs'), ...(production && isShell ? [externalRuntimeProvider()] : [])],
      }),
      // A remote's own page is only its team's development page (it needs the runtime the shell provides in production).
      ...(isShell || !production
        ? [
            new HtmlWebpackPlugin({
              title,
              // Absolute entry URL: deep links such as /recipient/dashboard must not load /recipient/main.js.
              publicPath: '/',
              templateContent: SHELL_PAGE_TEMPLATE(title),
            }),
          ]
        : []),
      ...(isShell && production ? [new PreloadBootScriptsPlugin()] : []),
      // the names this build imports from (a remote) or exports through (the shell) the portal's own shared packages
      new SharedExportsRecordPlugin({ shareKeys: WORKSPACE_SHARE_KEYS }),
      ...(production ? [new PrivateSourceMapsPlugin()] : []),
      // Brotli and gzip copies next to each text asset; the static servers send them with Content-Encoding.
      ...(production ? precompress() : []),
    ],
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // The reload socket's host is the one in the override link (the page's CSP lists it), whatever host the page has.
      client: { webSocketURL: { hostname: 'localhost' } },
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares, devServer) => {
        // Every page (the shell and each remote's standalone page) reads its backend and remotes from here.
        const { runtimeConfig } = require('./build-support/runtime-config.cjs');
        devServer.app.get('/config.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(runtimeConfig()));
        return middlewares;
      },
      onListening: () => {
        const message = require('./build-support/dev-override-link.cjs').overrideLinkMessage(dir, port);
        if (message) console.log(`\n${message}\n`);
      },
    },
  };
}

module.exports = {
  createFederatedConfig,
  SHELL_SERVER_EXTERNALS,
  webpackCacheDirs,
  sharedDependencies,
  PROVIDED_BY_SHELL,
  bootScripts,
  // for the performance floor's builds (scripts/perf-floor), which must start up exactly as the portal does
  externalRuntimeProvider,
  PreloadBootScriptsPlugin,
  precompress,
  SHELL_PAGE_TEMPLATE,
  SERVER_DIR,
  PrivateSourceMapsPlugin,
};

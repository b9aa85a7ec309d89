// One webpack + Module Federation configuration for the shell and every remote
// (docs/architecture.md#module-federation).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { API_URL, ROOT_DIR, apiPrefixesOf, appDir, findApp } from './apps.mjs';
import { BROTLI_OPTIONS, COMPRESSIBLE, GZIP_OPTIONS } from './compression.mjs';

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  // The router through its re-export of what the site uses (react-router whole is ~4× larger).
  '@croupier/shared/router',
  'zustand',
  'i18next',
  'react-i18next',
  '@apollo/client',
  'axios',
  '@croupier/shared',
];
/** Shared with a trailing slash too, so react-dom/client and react/jsx-runtime are the same instance. */
const PREFIX_SHARED = new Set(['react', 'react-dom']);
/**
 * Kept out of the host's entry, loaded when first used: Apollo by the player's first sign-in,
 * axios by the first API call, which comes after the first view is drawn.
 */
const LAZY_SHARED = new Set(['@apollo/client', 'axios']);

/**
 * The host's entry in three files (React DOM, the other packages, the shell): few enough that the
 * brand config and the banner still find a free connection beside them.
 */
const HOST_ENTRY_FILES = {
  chunks: 'all',
  cacheGroups: {
    reactDom: {
      test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
      name: 'react-dom',
      chunks: 'initial',
      priority: 20,
    },
    packages: {
      test: /[\\/]node_modules[\\/]/,
      name: 'packages',
      chunks: 'initial',
      priority: 10,
    },
  },
};

// Loaders belong to this package, not to each app.
const resolveLoader = createRequire(import.meta.url).resolve;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** `@scope/name` or `name`, without a subpath. */
function packageOf(request) {
  return request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
}

/** Explicit requiredVersion for every singleton the app depends on, from its own package.json. */
export function sharedSingletons(packageJson, { eager = false } = {}) {
  const dependencies = { ...packageJson.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const range = dependencies[packageOf(name)];
    if (!range) continue;
    const requiredVersion = range.startsWith('workspace:')
      ? workspaceRange(packageOf(name))
      : range;
    const config = { singleton: true, requiredVersion, eager: eager && !LAZY_SHARED.has(name) };
    shared[name] = config;
    if (PREFIX_SHARED.has(name)) shared[`${name}/`] = config;
  }
  return shared;
}

function workspaceRange(name) {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`${name}/package.json`, { paths: [process.cwd()] });
  return `^${readJson(file).version}`;
}

/**
 * The host's production styles are stylesheets the page names in its HTML: parsed while its
 * scripts download, not injected by them as they run. Remotes inject theirs (style-loader), so a
 * remote's styles come with its code, whichever host loads it.
 */
function extractsStyles(app, isProduction) {
  return app.isHost && isProduction;
}

function styleLoader(extract) {
  return extract ? MiniCssExtractPlugin.loader : resolveLoader('style-loader');
}

function scssRule(isProduction, extract) {
  return {
    test: /\.module\.scss$/,
    use: [
      styleLoader(extract),
      {
        loader: resolveLoader('css-loader'),
        options: {
          modules: {
            localIdentName: isProduction ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
      resolveLoader('sass-loader'),
    ],
  };
}

/** Text files the servers send compressed; source maps are fetched by developers only. */

/**
 * Brotli at its highest quality and gzip beside every text file, written once at build time so the
 * servers send the files as they are instead of compressing each response.
 */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: BROTLI_OPTIONS,
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: GZIP_OPTIONS,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

function swcRule(isProduction) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules\/(?!\.pnpm\/.*@croupier)/,
    use: {
      loader: resolveLoader('swc-loader'),
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
        },
      },
    },
  };
}

/**
 * One federation runtime on the page: the shell provides its own to the remotes, whose production
 * entries leave it out. A remote's development server keeps its own, so it still runs standalone.
 */
function federationRuntimeSharing(app, isProduction) {
  if (app.isHost) return { provideExternalRuntime: true };
  return isProduction ? { externalRuntime: true } : {};
}

/**
 * The federation plugin adds the runtime-providing plugin by its CommonJS file, which would bundle
 * a CommonJS copy of the runtime beside the ES module one the shell runs: the ES module file is
 * the same plugin over that one runtime.
 */
/**
 * react-router's package exports name only its development build, whose warnings and checks the
 * first render pays for: a production build takes its production files (same API, less work).
 */
function productionRouterAlias() {
  const sharedRequire = createRequire(path.join(ROOT_DIR, 'shared', 'package.json'));
  const routerDir = path.dirname(sharedRequire.resolve('react-router/package.json'));
  return { 'react-router$': path.join(routerDir, 'dist', 'production', 'index.mjs') };
}

function providedRuntimeAlias() {
  const federationRequire = createRequire(resolveLoader('@module-federation/enhanced/webpack'));
  const commonJsFile = federationRequire.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  return { [`${commonJsFile}$`]: commonJsFile.replace(/\.cjs$/, '.js') };
}

/** The window property a container's remoteEntry.js defines: never an element id of the page. */
export function containerGlobalName(app) {
  return `croupier_${app.name}`;
}

/**
 * @param {object} options
 * @param {string} options.app           name from apps.mjs
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]         absolute paths
 * @param {string} options.title         HTML title of the standalone page
 * @param {string} [options.bootScript]   a script the page runs before the app, built on its own
 */
export function createFederatedConfig({
  app: appName,
  exposes = {},
  runtimePlugins = [],
  title,
  bootScript,
}) {
  return (_env, argv) => {
    const federated = federatedConfig({
      appName,
      exposes,
      runtimePlugins,
      title,
      bootScript,
      argv,
    });
    return bootScript ? [federated, bootConfig(federated, bootScript)] : federated;
  };
}

const BOOT_FILE = 'boot.js';

/**
 * The boot script, outside the federation (no runtime, no shared packages) so it is a few hundred
 * bytes the page can run at once. Built after the app, whose output folder it writes into.
 */
function bootConfig(federated, entry) {
  return {
    name: `${federated.name}-boot`,
    dependencies: [federated.name],
    context: federated.context,
    mode: federated.mode,
    devtool: false,
    entry,
    output: { path: federated.output.path, filename: BOOT_FILE },
    resolve: { extensions: federated.resolve.extensions },
    module: { rules: [swcRule(federated.mode === 'production')] },
    plugins: federated.mode === 'production' ? precompressionPlugins() : [],
    performance: { hints: false },
  };
}

function federatedConfig({ appName, exposes, runtimePlugins, title, bootScript, argv }) {
  const app = findApp(appName);
  const dir = appDir(app);
  const isProduction = argv.mode === 'production';
  const extract = extractsStyles(app, isProduction);
  const packageJson = readJson(path.join(dir, 'package.json'));
  return {
    name: app.name,
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.ts',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: app.name,
      filename: isProduction ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      chunkFilename: isProduction ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
      assetModuleFilename: 'static/[name].[contenthash:10][ext]',
      // boot.js is written by its own build, after this one.
      clean: { keep: (file) => file.startsWith(BOOT_FILE) },
      // Rewrite every asset so mf-manifest.json's mtime tells `pnpm start` when the build ran.
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...(app.isHost ? providedRuntimeAlias() : {}),
        ...(isProduction ? productionRouterAlias() : {}),
      },
    },
    module: {
      rules: [
        swcRule(isProduction),
        scssRule(isProduction, extract),
        // Global stylesheets (the shell's theme tokens); everything else is a module.
        {
          test: /\.scss$/,
          exclude: /\.module\.scss$/,
          use: [
            styleLoader(extract),
            ...['css-loader', 'sass-loader'].map((loader) => resolveLoader(loader)),
          ],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        // The container's global (the manifest's globalName) is namespaced: a bare `referral`
        // would be the page's element with that id, and the runtime would take it for the remote.
        library: { type: 'var', name: containerGlobalName(app) },
        filename: 'remoteEntry.js',
        exposes,
        // The host provides every singleton, so it bundles them into its entry (eager): its first
        // render then waits for one file instead of entry → share negotiation → a dozen chunks.
        shared: sharedSingletons(packageJson, { eager: app.isHost }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        experiments: federationRuntimeSharing(app, isProduction),
      }),
      new HtmlWebpackPlugin({
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
        title,
        publicPath: '/',
        bootScript: bootScript ? BOOT_FILE : undefined,
      }),
      // Translations ship with the app that owns them: /locales/{lng}/{ns}.json.
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', noErrorOnMissing: true }],
      }),
      ...(extract
        ? [
            new MiniCssExtractPlugin({
              filename: 'static/[name].[contenthash:10].css',
              chunkFilename: 'static/[name].[contenthash:10].css',
            }),
          ]
        : []),
      ...(isProduction ? precompressionPlugins() : []),
    ],
    performance: { hints: false },
    // The host's entry, with every singleton in it, goes out as a few files the page names in its
    // HTML: fetched side by side over several connections, evaluated as shorter tasks.
    optimization: app.isHost ? { splitChunks: HOST_ENTRY_FILES } : {},
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: true,
      // The files only, as serve.mjs: the proxied API's answers keep the API's own CORS headers.
      headers: (request) =>
        apiPrefixesOf(app).some((prefix) => request.url?.startsWith(prefix))
          ? {}
          : { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      proxy: [{ context: apiPrefixesOf(app), target: API_URL, ws: true, changeOrigin: false }],
    },
  };
}

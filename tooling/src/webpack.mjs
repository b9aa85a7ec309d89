// One webpack + Module Federation configuration for the shell and every remote
// (docs/architecture.md#module-federation).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { API_URL, apiPrefixesOf, appDir, findApp } from './apps.mjs';

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  '@apollo/client',
  'axios',
  '@croupier/shared',
];
/** Shared with a trailing slash too, so react-dom/client and react/jsx-runtime are the same instance. */
const PREFIX_SHARED = new Set(['react', 'react-dom']);

// Loaders belong to this package, not to each app.
const resolveLoader = createRequire(import.meta.url).resolve;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Explicit requiredVersion for every singleton the app depends on, from its own package.json. */
export function sharedSingletons(packageJson) {
  const dependencies = { ...packageJson.dependencies };
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const range = dependencies[name];
    if (!range) continue;
    const requiredVersion = range.startsWith('workspace:') ? workspaceRange(name) : range;
    shared[name] = { singleton: true, requiredVersion };
    if (PREFIX_SHARED.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}

function workspaceRange(name) {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`${name}/package.json`, { paths: [process.cwd()] });
  return `^${readJson(file).version}`;
}

function scssRule(isProduction) {
  return {
    test: /\.module\.scss$/,
    use: [
      resolveLoader('style-loader'),
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
 */
export function createFederatedConfig({ app: appName, exposes = {}, runtimePlugins = [], title }) {
  return (_env, argv) => {
    const app = findApp(appName);
    const dir = appDir(app);
    const isProduction = argv.mode === 'production';
    const packageJson = readJson(path.join(dir, 'package.json'));
    return {
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
        clean: true,
        // Rewrite every asset so mf-manifest.json's mtime tells `pnpm start` when the build ran.
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule(isProduction),
          scssRule(isProduction),
          // Global stylesheets (the shell's theme tokens); everything else is a module.
          {
            test: /\.scss$/,
            exclude: /\.module\.scss$/,
            use: ['style-loader', 'css-loader', 'sass-loader'].map((loader) =>
              resolveLoader(loader),
            ),
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
          shared: sharedSingletons(packageJson),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: fileURLToPath(new URL('./index.html', import.meta.url)),
          title,
          publicPath: '/',
        }),
        // Translations ship with the app that owns them: /locales/{lng}/{ns}.json.
        new CopyWebpackPlugin({
          patterns: [{ from: 'public', noErrorOnMissing: true }],
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
        proxy: [{ context: apiPrefixesOf(app), target: API_URL, ws: true, changeOrigin: false }],
      },
    };
  };
}

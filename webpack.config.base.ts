/**
 * One function every app's webpack.config.ts calls, so the shell and every remote share the
 * same loaders, singletons and federation settings and cannot be wired differently.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { containerName, remoteCatalogue, type RemoteId } from './shared/contracts/src/remote-catalogue';

export type Mode = 'development' | 'production';
type AppConfig = Configuration & { devServer?: DevServerConfiguration };

const root = __dirname;
const template = path.join(root, 'index.template.html');
export const shellPort = 3000;

/** Packages that must exist once in the page: one React, one router, one session. */
function sharedSingletons(appDir: string) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const singleton = (name: string) => ({ singleton: true, requiredVersion: pkg.dependencies[name] ?? (false as const) });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // Only the shell renders a root today; sharing it stops a remote from ever bundling a second renderer.
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    '@casl/ability': singleton('@casl/ability'),
    'react-hot-toast': singleton('react-hot-toast'),
    // One i18next instance: a remote that translates uses the shell's language and texts.
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // A workspace package has no published version: name one so the share scope can match it.
    '@console/auth': { singleton: true, requiredVersion: false as const, version: '0.1.0' },
  };
}

function rules(mode: Mode): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          },
        },
      },
    },
    {
      test: /\.css$/,
      oneOf: [
        // `import url from 'x.css?url'`: the file as a URL, for stylesheets switched at run time
        // (Bootstrap's LTR and RTL builds).
        { resourceQuery: /url/, type: 'asset/resource' },
        { use: [mode === 'production' ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
  ];
}

interface CommonOptions {
  mode: Mode;
  appDir: string;
  /** A path for the app's `main` entry; `{}` when a plugin adds the only entry (a remote's container). */
  entry: string | Record<string, never>;
  outputDir: string;
  publicPath: string;
  /** The page title; no index.html is written without one. */
  title?: string;
  filenamePrefix?: string;
  uniqueName?: string;
  alias?: Record<string, string>;
  plugins?: WebpackPluginInstance[];
}

function common(options: CommonOptions): AppConfig {
  const { mode, appDir, entry, outputDir, publicPath, title, filenamePrefix = '', uniqueName, alias, plugins = [] } = options;
  const hash = mode === 'production' ? '.[contenthash:8]' : '';
  return {
    mode,
    context: appDir,
    entry: typeof entry === 'string' ? { main: entry } : entry,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath,
      uniqueName,
      // Entries keep a stable name (served no-cache, like index.html and remoteEntry.js): the
      // federation runtime resolves the entry's filename before any hash exists, and fails on one.
      filename: `${filenamePrefix}[name].js`,
      chunkFilename: `${filenamePrefix}[name]${hash}.js`,
      assetModuleFilename: `${filenamePrefix}assets/[name]${hash}[ext]`,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: { rules: rules(mode) },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    // publicPath 'auto' is deliberate: a remote's chunks load from wherever its manifest is.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    plugins: [
      ...(title ? [new HtmlWebpackPlugin({ template, title, scriptLoading: 'defer' })] : []),
      ...(mode === 'production' ? [new MiniCssExtractPlugin({ filename: `${filenamePrefix}[name]${hash}.css` })] : []),
      ...plugins,
    ],
  };
}

const devServer = (port: number): DevServerConfiguration => ({
  port,
  historyApiFallback: true,
  hot: false,
  headers: { 'Access-Control-Allow-Origin': '*' },
  client: { overlay: { warnings: false } },
});

/**
 * remotes.json beside the shell's index.html: every catalogued remote at its local port. A
 * deployment edits this one file to point at remotes served elsewhere, with no rebuild.
 */
class EmitRemoteLocations {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemoteLocations', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRemoteLocations', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const locations = Object.fromEntries(
          Object.entries(remoteCatalogue).map(([id, { port }]) => [id, `http://localhost:${port}/mf-manifest.json`]),
        );
        compilation.emitAsset('remotes.json', new webpack.sources.RawSource(`${JSON.stringify(locations, null, 2)}\n`));
      });
    });
  }
}

const federationRuntimeCoreEsm = path.join(path.dirname(require.resolve('@module-federation/runtime')), 'core.js');

/** The host: loads remotes at run time from remotes.json; carries the federation runtime once. */
export function shellConfig(mode: Mode, appDir: string, options: { plain?: boolean } = {}): AppConfig {
  const shared = { mode, appDir, entry: './src/index.ts', publicPath: '/', title: 'Console' } as const;
  if (options.plain) {
    // The benchmark's baseline: the same shell with the remotes bundled in, no federation.
    const loader = path.join(appDir, 'src/remotes/load-remote-module');
    return common({
      ...shared,
      outputDir: path.join(appDir, 'dist-plain'),
      alias: { [`${loader}.ts`]: `${loader}.plain.ts` },
      plugins: [new EmitRemoteLocations()],
    });
  }
  const federation = new ModuleFederationPlugin({
    name: 'shell',
    remotes: {},
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    dts: false,
    experiments: { provideExternalRuntime: true },
  });
  return {
    ...common({
      ...shared,
      outputDir: path.join(appDir, 'dist'),
      plugins: [new EmitRemoteLocations(), federation],
      // The runtime this host provides to remotes (provideExternalRuntime) is `require`d, so it
      // resolved to the CommonJS build while the host itself runs the ESM build: two copies
      // (~19 KB gzip) and two instances. Point the provider at the ESM build the host uses.
      alias: { '@module-federation/runtime-tools/runtime-core$': federationRuntimeCoreEsm },
    }),
    devServer: devServer(shellPort),
  };
}

/**
 * A remote: the federated build (remoteEntry.js, mf-manifest.json, one exposed ./module) and a
 * standalone build (index.html + standalone/*.js) that runs the remote alone with its own mock.
 */
export function remoteConfigs(id: RemoteId, mode: Mode, appDir: string): AppConfig[] {
  const { port, label } = remoteCatalogue[id];
  const outputDir = path.join(appDir, 'dist');
  const federation = new ModuleFederationPlugin({
    name: containerName(id),
    filename: 'remoteEntry.js',
    exposes: { './module': './src/module.ts' },
    shared: sharedSingletons(appDir),
    dts: false,
    // In production the shell carries the runtime once; the dev server's remote keeps its own
    // so that it also works beside a shell that is not this repo's build.
    experiments: { externalRuntime: mode === 'production' },
  });
  const federated: AppConfig = {
    ...common({ mode, appDir, entry: {}, outputDir, publicPath: 'auto', filenamePrefix: 'federated/', uniqueName: containerName(id), plugins: [federation] }),
    name: `${id}-federated`,
  };
  const standalone: AppConfig = {
    ...common({ mode, appDir, entry: './src/index.ts', outputDir, publicPath: '/', title: `${label} (standalone)`, filenamePrefix: 'standalone/' }),
    name: `${id}-standalone`,
    devServer: devServer(port),
  };
  return [standalone, federated];
}

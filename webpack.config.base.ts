/**
 * One function every app's webpack.config.ts calls, so the shell and every remote share the
 * same loaders, singletons and federation settings and cannot be wired differently.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { containerName, manifestMetaField, remoteNameKey, type RemoteMeta } from './shared/contracts/src/remote-meta';
import { parseRemoteMeta, textAt } from './shared/contracts/src/parse-remote-meta';
import { demoAvatarPng } from './scripts/lib/demo-avatars';
import { seedAvatarCount, seedAvatarPath } from './shared/mirage/src/domains/seed-avatars';
import { brands, logoSvg } from './shell/src/branding/brands';
import { defaultBrandHosts } from './shell/src/branding/brand-for-host';

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
    zustand: singleton('zustand'),
    'react-hot-toast': singleton('react-hot-toast'),
    // One i18next instance: a remote that translates uses the shell's language and texts. Its
    // React binding (react-i18next) and CASL are not shared on their own: they live inside the
    // @console/runtime and @console/auth singletons, tree-shaken, one copy each all the same.
    i18next: singleton('i18next'),
    // One query client and one form library for the whole console: a mutation in one remote
    // invalidates what another remote shows, and each library downloads once.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'react-hook-form': singleton('react-hook-form'),
    // Workspace packages have no published version: name one so the share scope can match it.
    '@console/auth': { singleton: true, requiredVersion: false as const, version: '0.1.0' },
    '@console/runtime': { singleton: true, requiredVersion: false as const, version: '0.1.0' },
    // React Router, through the list of what the console uses (tree-shaken to about half).
    '@console/router': { singleton: true, requiredVersion: false as const, version: '0.1.0' },
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
    // A TTF is a font a PDF embeds, read as data: inline (a data URL in its lazy chunk), because the
    // in-page mock's fetch passes a binary answer through as text and spoils it (toolchain traps).
    { test: /\.ttf$/, type: 'asset/inline' },
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
  /** index.html asks for remotes.json and the manifests it lists before main.js runs (the shell). */
  earlyRemotes?: boolean;
  filenamePrefix?: string;
  uniqueName?: string;
  alias?: Record<string, string>;
  plugins?: WebpackPluginInstance[];
}

/** JSON for an inline script: `<` escaped, so no text in it can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The loading screen's brands (spec §1: it shows the brand's logo): each brand's logo and colour,
 * and the default host rules, for the inline script that picks one before any bundle has run.
 */
const splashBrands = scriptJson(Object.fromEntries(Object.values(brands).map((brand) => [brand.id, { logo: logoSvg(brand), primary: brand.primary }])));
const splashBrandHosts = scriptJson(defaultBrandHosts);

/**
 * index.html's parameters: the URLs of Bootstrap's LTR and RTL stylesheets when the app imports
 * them as URLs (the shell), so the page requests the right one before any script runs; the
 * loading screen's brands.
 */
function stylesheetUrls(compilation: webpack.Compilation, assets: { publicPath: string }, _tags: unknown, options: object) {
  const find = (pattern: RegExp) => {
    const name = compilation.getAssets().find((asset) => pattern.test(asset.name))?.name;
    return name ? `${assets.publicPath}${name}` : '';
  };
  return {
    htmlWebpackPlugin: { options },
    publicPath: assets.publicPath,
    bootstrapLtr: find(/(^|\/)bootstrap\.min(\.[0-9a-f]{8})?\.css$/),
    bootstrapRtl: find(/(^|\/)bootstrap\.rtl\.min(\.[0-9a-f]{8})?\.css$/),
    splashBrands,
    splashBrandHosts,
  };
}

const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/**
 * react-router 7's package exports name its development build under every condition
 * (remix-run/react-router#12532, #14102): a production bundle would ship its dev warnings
 * (ENABLE_DEV_WARNINGS) and the code behind them. Its production build sits beside it.
 */
export function reactRouterBuild(mode: Mode): Record<string, string> {
  if (mode !== 'production') return {};
  return {
    'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * V8's explicit compile hint (Chrome ≥ 136) on every script: its functions compile on the
 * streaming thread while the file downloads, not one by one on the main thread at their first
 * call. A cold todo paint spent ~140 ms of main thread compiling lazily; with the hint ~40
 * (docs/benchmark.md). Added after the minifier (which would drop the comment) and before the
 * source maps and content hashes are made, so both account for the extra line.
 */
function eagerCompileHint(): WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

function common(options: CommonOptions): AppConfig {
  const { mode, appDir, entry, outputDir, publicPath, title, earlyRemotes = false, filenamePrefix = '', uniqueName, alias, plugins = [] } = options;
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
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...reactRouterBuild(mode), ...alias } },
    module: { rules: rules(mode) },
    performance: { hints: false },
    // swc minifies several times faster than terser (same gzip size within ~1 %): the build runs
    // one webpack compilation per app, two per remote, on two cores.
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      // React's JSX runtime (not shared: stateless, and each app's own) is under splitChunks'
      // minimum size, so webpack copied it into every async chunk that uses JSX: five copies in
      // the shell's build, two of them on the sign-in page. One chunk of its own instead.
      splitChunks: { cacheGroups: { jsxRuntime: { test: /[\\/]node_modules[\\/]react[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.production\.js)$/, name: 'jsx-runtime', chunks: 'async', enforce: true } } },
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    // publicPath 'auto' is deliberate: a remote's chunks load from wherever its manifest is.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    plugins: [
      ...(title ? [new HtmlWebpackPlugin({ template, title, earlyRemotes, scriptLoading: 'defer', templateParameters: stylesheetUrls }), new EmitDemoAvatars()] : []),
      ...(mode === 'production' ? [new MiniCssExtractPlugin({ filename: `${filenamePrefix}[name]${hash}.css` }), eagerCompileHint()] : []),
      ...plugins,
    ],
  };
}

const devServer = (port: number): DevServerConfiguration => ({
  port,
  // disableDotRule: a page whose path has a dot (/apps/user/view/1.5) is a route too, as in scripts/lib/static-server.ts.
  historyApiFallback: { disableDotRule: true },
  hot: false,
  headers: { 'Access-Control-Allow-Origin': '*' },
  client: { overlay: { warnings: false } },
});

/**
 * remotes.json beside the shell's index.html, copied from shell/remotes.json (one line per remote:
 * name → manifest URL). A deployment edits the copy to add a remote or point at one served
 * elsewhere, with no rebuild.
 */
class EmitRemoteLocations {
  constructor(private readonly source: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemoteLocations', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap({ name: 'EmitRemoteLocations', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remotes.json', new webpack.sources.RawSource(readFileSync(this.source, 'utf8')));
      });
    });
  }
}

/**
 * The demo data's profile pictures (images/avatars/N.png, scripts/lib/demo-avatars.ts) beside each
 * index.html: the mock's seed points at them, and a deployment with a real API simply has its own.
 */
class EmitDemoAvatars {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitDemoAvatars', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitDemoAvatars', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // At the very paths the seed hands out (seedAvatarPath), below the build's root.
        for (let n = 1; n <= seedAvatarCount; n += 1) compilation.emitAsset(seedAvatarPath(n).replace(/^\//, ''), new webpack.sources.RawSource(demoAvatarPng(n)));
      });
    });
  }
}

/**
 * Writes the remote's metadata into its mf-manifest.json (field `consoleRemote`), after the
 * federation plugin has written the manifest: what the shell draws menus and routes from
 * before it loads any of the remote's code.
 */
class WriteRemoteMeta {
  constructor(private readonly meta: RemoteMeta) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WriteRemoteMeta', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WriteRemoteMeta', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) {
          compilation.errors.push(new webpack.WebpackError('mf-manifest.json was not written: the remote metadata has nowhere to go.'));
          return;
        }
        const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
        manifest[manifestMetaField] = this.meta;
        compilation.updateAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** A remote's metadata from its src/remote-meta.ts, checked as the shell will check it. */
export function readRemoteMeta(appDir: string): RemoteMeta {
  const file = path.join(appDir, 'src/remote-meta.ts');
  if (!existsSync(file)) throw new Error(`${file} is missing: every remote declares its metadata there.`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by tsx at build time
  const { remoteMeta } = require(file) as { remoteMeta?: unknown };
  const parsed = parseRemoteMeta(remoteMeta);
  if (!parsed.ok) throw new Error(`${file}: remoteMeta is not valid: ${parsed.problems.join('; ')}.`);
  return parsed.meta;
}

/** The port a remote is served on locally: `config.port` of its package.json. */
export function remotePort(appDir: string): number {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { config?: { port?: unknown } };
  const port = pkg.config?.port;
  if (typeof port !== 'number' || !Number.isInteger(port)) throw new Error(`${appDir}/package.json needs "config": { "port": <number> }.`);
  return port;
}

const federationRuntimeCoreEsm = path.join(path.dirname(require.resolve('@module-federation/runtime')), 'core.js');

/**
 * CONSOLE_APPS=shell,todo (scripts/lib/apps.ts) also limits the remotes the plain build bundles
 * (remote-source.plain.ts takes every remote folder), so a remote being written cannot break it.
 */
function onlyConsoleApps(): WebpackPluginInstance[] {
  const names = process.env.CONSOLE_APPS?.split(',').map((name) => name.trim()).filter((name) => /^[a-z0-9-]+$/.test(name));
  if (!names?.length) return [];
  return [
    new webpack.ContextReplacementPlugin(/[\\/]remotes$/, (context) => {
      const { regExp } = context as { regExp?: RegExp };
      if (regExp) Object.assign(context, { regExp: new RegExp(regExp.source.replace('[^/]+', `(?:${names.join('|')})`), regExp.flags) });
    }),
  ];
}

/** The host: loads remotes at run time from remotes.json; carries the federation runtime once. */
export function shellConfig(mode: Mode, appDir: string, options: { plain?: boolean } = {}): AppConfig {
  const shared = { mode, appDir, entry: './src/index.ts', publicPath: '/', title: 'Console', earlyRemotes: true } as const;
  if (options.plain) {
    // The benchmark's baseline: the same shell with the remotes bundled in, no federation.
    const source = path.join(appDir, 'src/remotes/remote-source');
    return common({
      ...shared,
      outputDir: path.join(appDir, 'dist-plain'),
      alias: { [`${source}.ts`]: `${source}.plain.ts` },
      plugins: [new EmitRemoteLocations(path.join(appDir, 'remotes.json')), ...onlyConsoleApps()],
    });
  }
  const federation = new ModuleFederationPlugin({
    name: 'shell',
    remotes: {},
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    dts: false,
    // target 'web' drops the runtime's Node script loading (the console only runs in browsers).
    // disableSnapshot drops the runtime's manifest handling: the shell reads each manifest itself
    // and registers the remoteEntry.js it names (remote-source.ts).
    experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
  });
  return {
    ...common({
      ...shared,
      outputDir: path.join(appDir, 'dist'),
      plugins: [new EmitRemoteLocations(path.join(appDir, 'remotes.json')), federation],
      // The runtime this host provides to remotes (provideExternalRuntime) is `require`d, so it
      // resolved to the CommonJS build while the host itself runs the ESM build: two copies
      // (~19 KB gzip) and two instances. Point the provider at the ESM build the host uses.
      alias: { '@module-federation/runtime-tools/runtime-core$': federationRuntimeCoreEsm },
    }),
    devServer: devServer(shellPort),
  };
}

/**
 * A remote: the federated build (remoteEntry.js, mf-manifest.json with the remote's metadata, one
 * exposed ./module) and, unless `standalone: false`, a standalone build (index.html +
 * standalone/*.js) that runs the remote alone with its own mock.
 */
export function remoteConfigs(mode: Mode, appDir: string, options: { standalone?: boolean } = {}): AppConfig[] {
  const meta = readRemoteMeta(appDir);
  const name = containerName(meta.id);
  const outputDir = path.join(appDir, 'dist');
  const federation = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: { './module': './src/module.ts' },
    shared: sharedSingletons(appDir),
    dts: false,
    // In production the shell carries the runtime once; the dev server's remote keeps its own
    // so that it also works beside a shell that is not this repo's build.
    experiments: { externalRuntime: mode === 'production', optimization: { target: 'web' } },
  });
  const federated: AppConfig = {
    ...common({ mode, appDir, entry: {}, outputDir, publicPath: 'auto', filenamePrefix: 'federated/', uniqueName: name, plugins: [federation, new WriteRemoteMeta(meta)] }),
    name: `${meta.id}-federated`,
  };
  if (options.standalone === false) return [federated];
  const standalone: AppConfig = {
    ...common({ mode, appDir, entry: './src/index.ts', outputDir, publicPath: '/', title: `${textAt(meta.texts.en, remoteNameKey(meta) ?? '') ?? meta.id} (standalone)`, filenamePrefix: 'standalone/' }),
    name: `${meta.id}-standalone`,
    devServer: devServer(remotePort(appDir)),
  };
  return [standalone, federated];
}

/**
 * The one Rspack + Module Federation 2 configuration every front end is built with, so the
 * shared singletons, output names and dev-server behaviour cannot drift between teams.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTE_EXPOSES, type ExposedKey, type RemoteName } from '@kirana/shared/contracts';
import { buildReport } from './buildReport';
import { browserSourceMaps } from './sourceMaps';
import { PrecompressPlugin } from './precompress';
import { serverBuild } from './serverBuild';
import { sharedSingletons } from './sharedSingletons';
import { reactRouterProductionAliases, reactRouterRule } from './reactRouterRule';
import { catalogRule } from './catalogRule';

/**
 * The JavaScript the storefront's browsers run: ES2020 (Chrome 80, Safari 14, Firefox 74 and
 * later: every phone browser still updated in 2026, and what React 19 itself needs).
 */
const BROWSER_TARGET = 'es2020';

interface CommonOptions {
  /** The folder of the front end being built. */
  dir: string;
  /** Page title of its standalone page. */
  title: string;
  /** Dev server port (`npm run dev`, `npm run start:alone`). */
  devPort: number;
  /** Extra routes the dev server answers (the shell's /config.json and /remotes.json). */
  devJson?: Record<string, () => unknown>;
}

/**
 * Where a front end's build goes: its `dist/`, or `KIRANA_BUILD_OUT` when set (publishing one remote
 * as a release builds it aside, so the `dist/` a running storefront serves is never rewritten under it).
 */
export const outputDir = (dir: string): string => process.env.KIRANA_BUILD_OUT ?? path.join(dir, 'dist');

export interface HostOptions extends CommonOptions {
  kind: 'host';
  name: 'shell';
}

export interface RemoteOptions<R extends RemoteName> extends CommonOptions {
  kind: 'remote';
  name: R;
  /** Exactly the keys the contract declares for this remote, each mapped to its file. */
  exposes: Record<ExposedKey<R>, string>;
  /**
   * Each exposed module and lazy page as one file, without chunks split off for what they share:
   * for a remote whose first page must arrive in as few requests and bytes as possible.
   */
  unsplit?: boolean;
  /**
   * Some of its pages are rendered on the server (the storefront server's `serverRenderedRemote`, in
   * shell/src/server/renderPage.tsx): its production build also compiles it for Node into
   * `dist/server/`. A remote whose pages only browsers draw has no server build to spend time on.
   */
  serverRendered?: boolean;
}

/**
 * A production build of the shell or of a server-rendered remote is two compilations: the browser's
 * files in `dist/` and the same container for Node in `dist/server/` (see serverBuild). Other remotes'
 * production builds, and every development build (with hot reload), are the browser's alone.
 */
export function federatedConfig<R extends RemoteName>(
  options: HostOptions | RemoteOptions<R>,
  argv: { mode?: string } = {},
): Configuration | Configuration[] {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const browser = browserConfig(options, production);
  if (!production || !hasServerBuild(options)) return browser;
  const server = serverBuild({
    dir: options.dir,
    name: options.name,
    ...(options.kind === 'remote' ? { exposes: options.exposes } : { entry: './src/server/index.ts' }),
  });
  return [browser, server];
}

const hasServerBuild = <R extends RemoteName>(options: HostOptions | RemoteOptions<R>): boolean =>
  options.kind === 'host' || options.serverRendered === true;

function browserConfig<R extends RemoteName>(
  options: HostOptions | RemoteOptions<R>,
  production: boolean,
): Configuration {
  const isHost = options.kind === 'host';
  if (options.kind === 'remote') assertExposesMatchContract(options.name, options.exposes);

  return {
    name: options.name,
    context: options.dir,
    // Rspack's own runtime code in the same syntax as ours.
    target: ['web', BROWSER_TARGET],
    mode: production ? 'production' : 'development',
    devtool: browserSourceMaps(production),
    entry: { main: './src/index.ts' },
    output: {
      path: outputDir(options.dir),
      // The host serves deep links (/product/…) so needs an absolute path; remotes are served from wherever remotes.json says.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      // dist/server/ is the server compilation's, built alongside (when there is one).
      clean: hasServerBuild(options)
        ? { keep: (file: string) => path.relative(outputDir(options.dir), file).split(path.sep)[0] === 'server' }
        : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // Its build without the stylesheet it injects itself: the toast area brings the stylesheet as a
        // file, scoped by toastifyStylesLoader.cjs (the injected one re-styles the whole page).
        'react-toastify$': path.join(
          path.dirname(require.resolve('react-toastify/package.json')),
          'dist',
          'unstyled.mjs',
        ),
        ...(production ? { ...federationRuntimeEsmAliases(), ...reactRouterProductionAliases() } : {}),
      },
    },
    module: {
      rules: [
        catalogRule,
        ...(production ? [reactRouterRule] : []),
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // BROWSER_TARGET: modern syntax as written (down-levelling to ES5 put array-destructuring
              // and async helpers into every module).
              target: BROWSER_TARGET,
              transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /react-toastify[\\/]dist[\\/]ReactToastify\.css$/,
          loader: path.join(__dirname, 'toastifyStylesLoader.cjs'),
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        ...(options.kind === 'remote' ? { exposes: options.exposes } : {}),
        shared: sharedSingletons(),
        // Reuse what is loaded: never load every remote's entry just to compare shared versions
        // (with 'version-first', the first lazily shared module made a customer's browser fetch the
        // admin remote's entry). Every front end builds against the same lockfile's versions.
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell provides it and production remotes use it
        // (~30 KB gzip less per remote). A remote run alone (dev server) keeps its own. Browsers load
        // remotes from their remoteEntry.js (shell/src/remotes/registry.ts), so the runtime's
        // manifest-reading snapshot plugin stays out of the page; `web` drops its Node paths.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      // The shell's page; a remote has a page of its own only when run alone in development.
      ...(isHost || !production
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(__dirname, 'index.html'),
              templateParameters: { title: options.title },
              scriptLoading: 'module',
            }),
          ]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...(production
        ? [new PrecompressPlugin({ firstPage: zopfliFiles(options) }), ...buildReport()]
        : [new ReactRefreshRspackPlugin()]),
    ],
    optimization: {
      minimize: production,
      ...(options.kind === 'remote' && options.unsplit ? { splitChunks: false as const } : {}),
    },
    performance: { hints: false },
    // Development compiles a lazy chunk when the page first asks for it, by calling the dev server
    // the page came from. A remote's chunks come from its own dev server, on another origin, so a
    // remote compiles everything up front (otherwise its lazy pages spin for ever in the shell).
    ...(production ? {} : { lazyCompilation: isHost ? { imports: true, entries: false } : false }),
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares(middlewares) {
        const devJson = {
          '/config.json': () => ({
            apiHost: process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`,
          }),
          ...options.devJson,
        };
        for (const [route, produce] of Object.entries(devJson)) {
          middlewares.unshift({
            name: route,
            path: route,
            middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(produce()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

/**
 * The files that get Zopfli in every build, whatever `KIRANA_ZOPFLI` says (precompress.ts): what the
 * pages a customer lands on (the server-rendered public pages: home, product, search) take before they
 * draw. That is every file of the shell, and of a server-rendered remote its `remoteEntry.js` and its
 * exposed modules' chunks (the home page: the catalogue's remoteEntry.js and
 * `__federation_expose_routes`, as the budget journey lists them), so the home page's bytes never
 * depend on the setting. The rest (a remote's lazy pages, its own copies of the shared packages, the
 * signed-in remotes) get zlib's best unless it says `all`. Zopfli is slow even on a small file: 0.9 s
 * for a 29 KB remoteEntry.js.
 */
function zopfliFiles<R extends RemoteName>(
  options: HostOptions | RemoteOptions<R>,
): ((name: string) => boolean) | undefined {
  if (options.kind === 'host') return undefined;
  if (!options.serverRendered) return () => false;
  return (name) => /^(remoteEntry\.js|__federation_expose_)/.test(name);
}

/**
 * The federation runtime as ES modules. Rspack points the runtime's entry points at their CommonJS
 * builds, which no bundler can tree-shake (and which drag the CommonJS build of every package they
 * require); their ES builds let the page skip what it never runs. Keys are the absolute CommonJS
 * files, so whichever path reaches one (Rspack's injected runtime entry, its aliases, a runtime
 * plugin) gets the ES build instead.
 */
function federationRuntimeEsmAliases(): Record<string, string> {
  const scope = path.join(path.dirname(require.resolve('@module-federation/sdk')), '..', '..');
  const aliases: Record<string, string> = {};
  for (const pkg of readdirSync(scope)) {
    const cjs = path.join(scope, pkg, 'dist', 'index.cjs');
    const esm = ['index.js', 'index.mjs']
      .map((file) => path.join(scope, pkg, 'dist', file))
      .find((file) => existsSync(file));
    if (existsSync(cjs) && esm) aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

function assertExposesMatchContract(name: RemoteName, exposes: Record<string, string>): void {
  const declared = [...REMOTE_EXPOSES[name]].sort();
  const actual = Object.keys(exposes).sort();
  if (declared.join() !== actual.join()) {
    throw new Error(
      `${name} exposes ${actual.join(', ')} but the contract in shared/src/contracts declares ${declared.join(', ')}`,
    );
  }
}

/**
 * The server half of a front end's production build: the same federation container (same name,
 * same exposes, same shared map) compiled for Node, so the storefront's rendering server can load a
 * remote's pages over HTTP at run time, exactly as the browser does from its manifest. Each front
 * end's build writes it to `dist/server/` beside its browser files; a remote's server entry is
 * therefore always `<folder of its mf-manifest.json>/server/remoteEntry.js`.
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { buildReport } from './buildReport';
import { sharedSingletons } from './sharedSingletons';
import { catalogRule } from './catalogRule';

export interface ServerBuildOptions {
  dir: string;
  name: string;
  /** A remote's exposes; absent for the host, whose server build is the rendering server itself. */
  exposes?: Record<string, string>;
  /** The host's server entry (the rendering server). */
  entry?: string;
}

export function serverBuild(options: ServerBuildOptions): Configuration {
  const isHost = !options.exposes;
  const shared = sharedSingletons();
  return {
    name: `${options.name}-server`,
    context: options.dir,
    mode: 'production',
    target: 'async-node',
    devtool: 'source-map',
    entry: isHost ? { index: options.entry! } : {},
    output: {
      path: path.join(process.env.KIRANA_BUILD_OUT ?? path.join(options.dir, 'dist'), 'server'),
      // Chunks of a remote are found from the URL its remoteEntry.js was loaded from (the Node
      // runtime plugin falls back to it when the public path is not a URL), so one build serves
      // from wherever remotes.json says it lives.
      publicPath: '',
      // .cjs: the shell's package is an ES module package, and this is CommonJS.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: isHost ? 'commonjs2' : 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      uniqueName: `${options.name}_server`,
      clean: true,
    },
    // ws's optional native speed-ups (socket.io-client's Node transport); it works without them.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        catalogRule,
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        // Styles reach the page from the browser build (its CSS files, linked by the rendering server).
        { test: /\.css$/, loader: path.join(__dirname, 'emptyModuleLoader.cjs'), type: 'javascript/auto' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        manifest: false,
        dts: false,
        ...(isHost ? {} : { library: { type: 'commonjs-module', name: options.name } }),
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        ...(isHost ? {} : { exposes: options.exposes }),
        // The rendering server provides every singleton, loaded before any remote asks for one.
        shared: Object.fromEntries(Object.entries(shared).map(([pkg, config]) => [pkg, { ...config, eager: isHost }])),
        experiments: { asyncStartup: true },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      ...buildReport(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

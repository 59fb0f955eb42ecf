import { PassThrough, type Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createAppStore,
  CUSTOMER_ROUTES,
  firstSegment,
  type Locale,
  loadLocale,
  LocaleProvider,
  type RemoteName,
  type RuntimeConfig,
  StaticRouter,
  StoreProvider,
} from '@kirana/shared';
import { AppRoutes } from '../app/appRoutes';
import { ServerRemoteContext } from '../remotes/serverRemote';
import { withDeadline } from './deadline';
import { pageEnd, pageStart, type PageTemplate } from './pageTemplate';
import { loadServerPages, remoteAssets } from './serverRemotes';

export interface RenderContext {
  template: PageTemplate;
  /** The shell's own stylesheets. */
  shellStyles: string[];
  config: RuntimeConfig;
  remotes: Record<string, string>;
  /** The storefront's public origin, for canonical links. */
  origin: string;
  /** Where this server fetches a public address remotes.json names (default: that address). */
  serverUrl?: (publicUrl: string) => string;
  /** Longest wait for a remote's server code, and for the page's data. */
  budgetMs: { code: number; data: number };
  /** The visitor's language (their `kn_lang` cookie), English by default. */
  locale?: Locale;
}

export interface RenderedPage {
  status: number;
  /** Writes the whole page to `out` and ends it. */
  pipe(out: Writable): void;
}

/**
 * The remote that draws a public page and can render it on the server; null for every other path.
 * Only a remote built with `serverRendered` (tools/index.ts) has the server build this loads.
 */
export function serverRenderedRemote(pathname: string): RemoteName | null {
  const owner = CUSTOMER_ROUTES[firstSegment(pathname)];
  return owner && !owner.requiresLogin && owner.remote === 'mfe_catalog' ? owner.remote : null;
}

/**
 * A public page rendered for an anonymous visitor: the owning remote's server code and the page's
 * data, each within its budget, then the HTML. Rejects (the caller serves the page the browser
 * draws itself) when the remote or the data is slow or down.
 */
export async function renderPage(url: URL, context: RenderContext): Promise<RenderedPage | null> {
  const remote = serverRenderedRemote(url.pathname);
  const manifestUrl = remote ? context.remotes[remote] : undefined;
  if (!remote || !manifestUrl) return null;
  const [{ routes, preparation }, assets] = await withDeadline(
    Promise.all([
      loadServerPages(remote, manifestUrl, context.serverUrl),
      remoteAssets(manifestUrl, context.serverUrl),
    ]),
    context.budgetMs.code,
    `${remote}'s server code`,
  );

  const store = createAppStore();
  const location = { pathname: url.pathname, search: url.search };
  const locale = context.locale ?? 'en';
  const prepared = await withDeadline(
    preparation.preparePage(location, store.dispatch, context.origin, locale),
    context.budgetMs.data,
    'the page’s data',
  );
  // The strings of every catalogue the page's code defined, in the visitor's language (Hindi is a
  // chunk of each front end's server build, read once and kept).
  await withDeadline(loadLocale(locale), context.budgetMs.code, 'the page’s language');

  const app = (
    <LocaleProvider value={locale}>
      <StoreProvider store={store}>
        <ServerRemoteContext value={{ remote, module: routes }}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </ServerRemoteContext>
      </StoreProvider>
    </LocaleProvider>
  );

  const html = await renderToStream(app);
  const payload = { remote, config: context.config, remotes: context.remotes, api: store.getState().api, locale };
  return {
    status: prepared.status,
    pipe(out) {
      out.write(
        pageStart(context.template, {
          head: prepared.head,
          styles: [...context.shellStyles, ...assets.styles],
          locale,
        }),
      );
      html.pipe(out, { end: false });
      html.on('end', () => out.end(pageEnd(context.template, payload)));
    },
  };
}

/** React's stream once everything is ready (the page is prepared, so nothing waits long). */
function renderToStream(app: React.ReactNode): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(app, {
      // Everything is ready before the first byte, so boundaries go out in place, in order: a reader
      // without JavaScript (a link preview, a crawler) gets the page, not hidden parts to swap in.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        stream.pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError: (error) => console.error('[storefront] rendering error', error),
    });
    setTimeout(() => stream.abort(new Error('rendering took too long')), 2_000).unref();
  });
}

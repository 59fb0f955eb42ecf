import {
  INTL_LOCALES,
  type Locale,
  scriptSafeJson,
  SERVER_RENDERED_GLOBAL,
  type ServerRenderedPage,
} from '@kirana/shared';

const ROOT_OPEN = '<div id="root">';

export interface PageTemplate {
  /** index.html up to and including the root element's opening tag, without its title and description. */
  start: string;
  /** From the root element's closing tag to the end. */
  end: string;
}

/** The shell's index.html, cut where the server-rendered markup goes. */
export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(`${ROOT_OPEN}</div>`);
  if (at < 0) throw new Error(`index.html has no empty ${ROOT_OPEN}</div>`);
  return {
    start: indexHtml.slice(0, at + ROOT_OPEN.length),
    end: indexHtml.slice(at + ROOT_OPEN.length),
  };
}

export interface PageParts {
  /** The page's own head tags (title, description, canonical, previews). */
  head: string;
  /**
   * Stylesheets only. No <link rel=preload> of the remote's scripts: when one fails (its host
   * down), Chromium answers the runtime's later <script> for it from that failure, and Retry could
   * never load the remote.
   */
  styles: string[];
  /** The page's language: `<html lang>` (en-IN, hi-IN). */
  locale?: Locale;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head and the opening of the root element, with the page's tags and its stylesheets. */
export function pageStart(template: PageTemplate, { head, styles, locale = 'en' }: PageParts): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`).join('');
  let start = template.start.replace(/<html lang="[^"]*"/, `<html lang="${INTL_LOCALES[locale]}"`);
  if (head.includes('<title>')) start = start.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) start = start.replace(/<meta name="description"[^>]*>/, '');
  return start.replace('</head>', `${head}${links}</head>`);
}

/**
 * The rest of the page: the payload the browser takes the page over with, before its scripts run,
 * as a JSON data block (never run, so the Content-Security-Policy needs no inline script allowed).
 */
export function pageEnd(template: PageTemplate, payload: ServerRenderedPage): string {
  const script = `<script type="application/json" id="${SERVER_RENDERED_GLOBAL}">${scriptSafeJson(payload)}</script>`;
  return template.end.replace('</div>', `</div>${script}`);
}

import { scriptSafeJson } from '@kirana/shared';
import type { PageMeta } from './pageMeta';

const text = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The page's <head> tags as HTML, every value escaped. */
export function renderHeadTags(meta: PageMeta): string {
  return [
    `<title>${text(meta.title)}</title>`,
    `<meta name="description" content="${text(meta.description)}">`,
    ...(meta.robots ? [`<meta name="robots" content="${text(meta.robots)}">`] : []),
    ...(meta.canonical ? [`<link rel="canonical" href="${text(meta.canonical)}">`] : []),
    ...meta.properties.map(([property, content]) => `<meta property="${text(property)}" content="${text(content)}">`),
    ...meta.names.map(([name, content]) => `<meta name="${text(name)}" content="${text(content)}">`),
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`]
      : []),
  ].join('');
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Resolved through node so it works whether npm hoisted @twemoji/svg to the root or not.
const twemojiDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** The inner markup of a Twemoji SVG (drawn in a 36×36 box), with optional fill swaps. */
export function twemojiBody(code: string, recolour: Readonly<Record<string, string>> = {}): string {
  const file = join(twemojiDir, `${code}.svg`);
  if (!existsSync(file)) throw new Error(`Twemoji ${code} not found (${file})`);
  const svg = readFileSync(file, 'utf8');
  const m = /^<svg\b[^>]*\bviewBox="0 0 36 36"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!m?.[1]) throw new Error(`Twemoji ${code} is not a single 36×36 <svg>`);
  // Twemoji markup is combined into one document, so ids would clash; none of ours has any.
  if (/\bid="/.test(m[1])) throw new Error(`Twemoji ${code} uses ids; pick another emoji`);

  let body = m[1];
  for (const [from, to] of Object.entries(recolour)) {
    const pattern = new RegExp(`fill="${from}"`, 'gi');
    if (!pattern.test(body)) throw new Error(`Twemoji ${code} has no fill ${from} to recolour`);
    body = body.replace(pattern, `fill="${to}"`);
  }
  return body;
}

// Small SVG helpers: colours, XML escaping and fitting a label into a box without a font engine.

type Rgb = readonly [number, number, number];

function parseHex(colour: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!m?.[1]) throw new Error(`Expected a #rrggbb colour, got "${colour}"`);
  const v = Number.parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Blend `colour` towards `other`; t = 0 keeps `colour`, t = 1 gives `other`. */
export function mix(colour: string, other: string, t: number): string {
  const a = parseHex(colour);
  const b = parseHex(other);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

export const tint = (colour: string, t: number): string => mix(colour, '#FFFFFF', t);
export const shade = (colour: string, t: number): string => mix(colour, '#000000', t);

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rounds coordinates so the files stay short and byte-for-byte stable. */
export const num = (v: number): string => String(Math.round(v * 10) / 10);

export const FONT_FAMILY = 'system-ui, sans-serif';
const LINE_HEIGHT = 1.12;

const NARROW = new Set([..."iljtfrI.,:;!|()'- "]);
const WIDE = new Set([...'mwMW']);

/**
 * Generous width estimate for bold system-ui: real fonts vary, so this errs wide,
 * and any line that still looks too long is squeezed with textLength when drawn.
 */
export function estimateWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.36;
    else if (WIDE.has(ch)) em += 0.98;
    else if (ch >= 'A' && ch <= 'Z') em += 0.76;
    else em += 0.66;
  }
  return em * size;
}

function wrap(words: readonly string[], maxWidth: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && estimateWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Largest font size (maxSize down to minSize) at which the words wrap into the box. */
export function fitText(
  text: string,
  maxWidth: number,
  maxHeight: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
): FittedText {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = maxSize; size >= minSize; size -= 1) {
    const lines = wrap(words, maxWidth, size);
    const fitsWidth = lines.every((l) => estimateWidth(l, size) <= maxWidth);
    if (fitsWidth && lines.length <= maxLines && lines.length * size * LINE_HEIGHT <= maxHeight) return { lines, size };
  }
  const lines = wrap(words, maxWidth, minSize);
  const head = lines.slice(0, maxLines - 1);
  const tail = lines.slice(maxLines - 1).join(' ');
  return { lines: tail ? [...head, tail] : head, size: minSize };
}

/** Centred lines of text, vertically centred in [top, top + height]. */
export function textLines(fitted: FittedText, cx: number, top: number, height: number, maxWidth: number): string {
  const { lines, size } = fitted;
  const blockHeight = lines.length * size * LINE_HEIGHT;
  const firstBaseline = top + (height - blockHeight) / 2 + size * 0.9;
  return lines
    .map((line, i) => {
      const squeeze =
        estimateWidth(line, size) > maxWidth ? ` textLength="${num(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${num(cx)}" y="${num(firstBaseline + i * size * LINE_HEIGHT)}" font-size="${size}"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
}

import { sentence } from '@kirana/shared/domain';

/** No body of ours nests deeper than this (an order's lines inside its address inside the body are 3). */
export const MAX_JSON_DEPTH = 32;

export const tooDeepMessage = sentence(
  'The request is nested too deeply (more than {most} levels of brackets). Please send it as the app does.',
  { most: MAX_JSON_DEPTH },
);

/**
 * Whether JSON text opens more than `most` arrays or objects inside one another, read in one pass
 * over the text (brackets inside strings do not count), before anything parses or walks it: a body
 * of thousands of nested brackets is refused without a deep parse and without recursion.
 */
export function nestsDeeperThan(text: string, most: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > most) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth -= 1;
  }
  return false;
}

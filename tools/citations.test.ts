/**
 * Comments and test names point only at what a newcomer can open: a rule of docs/product-rules.md
 * ("R15"), a file, a decision. Never at a document the repository does not hold (a section of the
 * original specification) or at an issue number. Applied migrations are left as they were written.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-admin'];
const SCANNED = [
  'api/src',
  'api/test',
  'api/scripts',
  'api/bench',
  'shared/src',
  'tools',
  ...FRONT_ENDS.map((frontEnd) => `${frontEnd}/src`),
  'scripts',
  'e2e',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'migrations']);
const TEXT = /\.(ts|tsx|js|cjs|mjs|css|html|sh|json|conf|template)$/;
/** A section sign before a number (with or without "spec"), or "issue" before a number. Escaped so this file passes itself. */
const CITATION = /spec \u00a7|\u00a7\s?\d|\bissue #?\d+/i;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : textFiles(full);
    return TEXT.test(name) ? [full] : [];
  });
}

describe('citations in shipped source and tests', () => {
  const files = SCANNED.flatMap((dir) => textFiles(path.join(ROOT, dir)));

  it('reads the source (every folder it names exists and holds files)', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const dir of SCANNED)
      expect(files.some((file) => file.startsWith(path.join(ROOT, dir) + path.sep))).toBe(true);
  });

  it('cite no section of a document outside the repository and no issue number (name the rule: R15)', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SPINNER } from './timing';

const css = readFileSync(path.join(__dirname, 'ui.css'), 'utf8');

describe('the shared stylesheet', () => {
  it('draws the spinner ring in SPINNER’s colours', () => {
    expect(css).toContain(`conic-gradient(from 0deg, ${SPINNER.from}, ${SPINNER.to})`);
  });

  it('defines the design tokens remotes read', () => {
    for (const token of ['--kn-brand', '--kn-green', '--kn-text', '--kn-border', '--kn-danger', '--kn-focus'])
      expect(css).toMatch(new RegExp(`${token}:`));
  });
});

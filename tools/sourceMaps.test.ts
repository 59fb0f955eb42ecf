import { browserSourceMaps } from './sourceMaps';

afterEach(() => {
  delete process.env.KIRANA_BROWSER_SOURCE_MAPS;
});

it('a production browser build makes no source maps unless asked', () => {
  expect(browserSourceMaps(true)).toBe(false);
  process.env.KIRANA_BROWSER_SOURCE_MAPS = '0';
  expect(browserSourceMaps(true)).toBe(false);
});

it('KIRANA_BROWSER_SOURCE_MAPS=1 gives it source maps', () => {
  process.env.KIRANA_BROWSER_SOURCE_MAPS = '1';
  expect(browserSourceMaps(true)).toBe('source-map');
});

it('a development build keeps its eval maps either way', () => {
  expect(browserSourceMaps(false)).toBe('eval-cheap-module-source-map');
  process.env.KIRANA_BROWSER_SOURCE_MAPS = '1';
  expect(browserSourceMaps(false)).toBe('eval-cheap-module-source-map');
});

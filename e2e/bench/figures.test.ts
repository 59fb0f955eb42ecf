import { figuresOf } from './lighthouse';
import { median, summary } from './figures';

describe('the web bench’s arithmetic', () => {
  it('takes the median of odd and even runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reads score, LCP, TBT, CLS and script bytes from a Lighthouse report', () => {
    const lhr = {
      categories: { performance: { score: 0.91 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2150.4 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'image', transferSize: 9000 },
              { resourceType: 'script', transferSize: 256000 },
            ],
          },
        },
      },
    };
    expect(figuresOf(lhr)).toEqual({ score: 91, lcpMs: 2150.4, tbtMs: 120, cls: 0.004, scriptKb: 250 });
  });

  it('says which targets the median meets', () => {
    const run = { score: 96, lcpMs: 2500, tbtMs: 100, cls: 0.01, scriptKb: 240 };
    const text = summary('/', [run, { ...run, lcpMs: 1800 }, { ...run, lcpMs: 1900 }]);
    expect(text).toMatch(/score\s+median\s+96 .* met/);
    expect(text).toMatch(/LCP\s+median\s+1\.90 s\s+\(1\.80 s – 2\.50 s\)\s+met/);
    expect(text).toMatch(/JS\s+median\s+240\.0 KB/);
  });
});

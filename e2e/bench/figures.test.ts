import { figuresOf } from './lighthouse';
import { median, summary } from './figures';

describe('the web bench’s arithmetic', () => {
  it('takes the median of odd and even runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reads score, LCP, TBT, CLS and script bytes from a Lighthouse report', () => {
    const lhr = {
      environment: { benchmarkIndex: 1480.5 },
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
    expect(figuresOf(lhr)).toEqual({
      score: 91,
      lcpMs: 2150.4,
      tbtMs: 120,
      cls: 0.004,
      scriptKb: 250,
      benchmarkIndex: 1480.5,
    });
  });

  it('says which of docs/performance.md’s targets the median meets', () => {
    const run = { score: 99, lcpMs: 2500, tbtMs: 100, cls: 0.01, scriptKb: 240, benchmarkIndex: 700 };
    const text = summary('/', [run, { ...run, lcpMs: 1400 }, { ...run, lcpMs: 1500, tbtMs: 101 }]);
    expect(text).toMatch(/score\s+median\s+99 .*\)\s+within the floor \(≥ 98\)$/m);
    expect(text).toMatch(/LCP\s+median\s+1\.50 s\s+\(1\.40 s – 2\.50 s\)\s+met$/m);
    expect(text).toMatch(/TBT\s+median\s+100 ms .*\)\s+met$/m);
    expect(text).toMatch(/JS\s+median\s+240\.0 KB/);
    expect(text).toMatch(/host\s+median\s+700 .*BenchmarkIndex/);
    expect(summary('/', [{ ...run, score: 100 }])).toMatch(/score\s+median\s+100 .*\)\s+met$/m);
    const slow = summary('/', [{ ...run, score: 97, lcpMs: 1501, tbtMs: 101, cls: 0.03 }]);
    for (const figure of ['score', 'LCP', 'TBT', 'CLS'])
      expect(slow).toMatch(new RegExp(`${figure}\\s.*NOT met$`, 'm'));
  });
});

import { figuresOf, lcpElementOf } from './lighthouse';
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
        'first-contentful-paint': { numericValue: 1457.7 },
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
        // Lighthouse 12's two tables: the element, then the LCP's phases.
        'largest-contentful-paint-element': {
          details: {
            items: [
              {
                items: [
                  {
                    node: {
                      selector:
                        'article.kn-cat-card > a.kn-cat-card__link > span.kn-cat-card__media > img.kn-cat-card__image',
                      snippet:
                        '<img class="kn-cat-card__image" src="http://localhost:4900/images/seed/apple-shimla.svg" alt="">',
                    },
                  },
                ],
              },
              {
                items: [
                  { phase: 'TTFB', timing: 466.4, percent: '25%' },
                  { phase: 'Load Delay', timing: 527.9, percent: '28%' },
                  { phase: 'Load Time', timing: 209.6, percent: '11%' },
                  { phase: 'Render Delay', timing: 671.2, percent: '36%' },
                ],
              },
            ],
          },
        },
      },
    };
    expect(figuresOf(lhr)).toEqual({
      score: 91,
      fcpMs: 1457.7,
      lcpMs: 2150.4,
      tbtMs: 120,
      cls: 0.004,
      scriptKb: 250,
      benchmarkIndex: 1480.5,
      lcp: {
        element: 'img.kn-cat-card__image apple-shimla.svg',
        phases: [
          { phase: 'TTFB', ms: 466.4 },
          { phase: 'Load Delay', ms: 527.9 },
          { phase: 'Load Time', ms: 209.6 },
          { phase: 'Render Delay', ms: 671.2 },
        ],
      },
    });
  });

  it('names a text LCP by its tag and class, and leaves the LCP out where Lighthouse does not say', () => {
    expect(
      lcpElementOf({
        items: [
          { items: [{ node: { selector: 'main > section > h1.kn-title', snippet: '<h1 class="kn-title">' } }] },
          {
            items: [
              { phase: 'TTFB', timing: 400 },
              { phase: 'Render Delay', timing: 900 },
            ],
          },
        ],
      }),
    ).toEqual({
      element: 'h1.kn-title',
      phases: [
        { phase: 'TTFB', ms: 400 },
        { phase: 'Render Delay', ms: 900 },
      ],
    });
    expect(lcpElementOf(undefined)).toBeUndefined();
    expect(lcpElementOf({ items: [] })).toBeUndefined();
  });

  it('says which of docs/performance.md’s targets the median meets', () => {
    const run = { score: 99, fcpMs: 1200, lcpMs: 2500, tbtMs: 100, cls: 0.01, scriptKb: 240, benchmarkIndex: 700 };
    const text = summary('/', [run, { ...run, lcpMs: 1400 }, { ...run, lcpMs: 1500, tbtMs: 101 }]);
    expect(text).toMatch(/score\s+median\s+99 .*\)\s+within the floor \(≥ 98\)$/m);
    expect(text).toMatch(/LCP\s+median\s+1\.50 s\s+\(1\.40 s – 2\.50 s\)\s+met$/m);
    expect(text).toMatch(/TBT\s+median\s+100 ms .*\)\s+met$/m);
    expect(text).toMatch(/JS\s+median\s+240\.0 KB/);
    expect(text).toMatch(/host\s+median\s+700 .*BenchmarkIndex/);
    expect(text).toMatch(/FCP\s+median\s+1\.20 s\s+\(1\.20 s – 1\.20 s\)\s*$/m);
    // No element in these runs: no LCP lines.
    expect(text).not.toMatch(/LCP is/);
    expect(summary('/', [{ ...run, score: 100 }])).toMatch(/score\s+median\s+100 .*\)\s+met$/m);
    const slow = summary('/', [{ ...run, score: 97, lcpMs: 1501, tbtMs: 101, cls: 0.03 }]);
    for (const figure of ['score', 'LCP', 'TBT', 'CLS'])
      expect(slow).toMatch(new RegExp(`${figure}\\s.*NOT met$`, 'm'));
  });

  it('says what the LCP was in how many runs, and the phases of the run with the median LCP', () => {
    const run = { score: 99, fcpMs: 1200, lcpMs: 1800, tbtMs: 90, cls: 0, scriptKb: 160, benchmarkIndex: 2800 };
    const picture = (lcpMs: number, renderDelay: number) => ({
      ...run,
      lcpMs,
      lcp: {
        element: 'img.kn-cat-card__image apple-shimla.svg',
        phases: [
          { phase: 'TTFB', ms: 466 },
          { phase: 'Render Delay', ms: renderDelay },
        ],
      },
    });
    const text = summary('/', [
      picture(1900, 700),
      picture(1700, 500),
      { ...run, lcpMs: 1600, lcp: { element: 'h2.kn-cat-shelf__title', phases: [] } },
      picture(1800, 600),
      run,
    ]);
    expect(text).toMatch(
      /^ {2}LCP is img\.kn-cat-card__image apple-shimla\.svg \(3 of 5\); h2\.kn-cat-shelf__title \(1 of 5\)$/m,
    );
    expect(text).toMatch(/^ {2}LCP of 1\.70 s: TTFB 466 ms, Render Delay 500 ms$/m);
  });
});

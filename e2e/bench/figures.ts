import type { PageFigures } from './lighthouse';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The customer pages' targets of docs/performance.md: a score of 100, never below 98. */
export const TARGETS = { score: 100, scoreFloor: 98, lcpMs: 1500, tbtMs: 100, cls: 0.02 } as const;

type Verdict = (value: number) => string;
const atMost =
  (limit: number): Verdict =>
  (v) =>
    v <= limit ? 'met' : 'NOT met';
const score: Verdict = (v) =>
  v >= TARGETS.score ? 'met' : v >= TARGETS.scoreFloor ? `within the floor (≥ ${TARGETS.scoreFloor})` : 'NOT met';

const COLUMNS: {
  key: Exclude<keyof PageFigures, 'lcp'>;
  label: string;
  show: (value: number) => string;
  verdict?: Verdict;
}[] = [
  { key: 'score', label: 'score', show: (v) => v.toFixed(0), verdict: score },
  { key: 'fcpMs', label: 'FCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'lcpMs', label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s`, verdict: atMost(TARGETS.lcpMs) },
  { key: 'tbtMs', label: 'TBT', show: (v) => `${v.toFixed(0)} ms`, verdict: atMost(TARGETS.tbtMs) },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3), verdict: atMost(TARGETS.cls) },
  { key: 'scriptKb', label: 'JS', show: (v) => `${v.toFixed(1)} KB` },
  {
    key: 'benchmarkIndex',
    label: 'host',
    show: (v) => v.toFixed(0),
    verdict: () => 'Lighthouse’s BenchmarkIndex of this machine',
  },
];

/** Median, spread and whether the median meets the target, one line per figure. */
export function summary(page: string, runs: PageFigures[]): string {
  const lines = COLUMNS.map(({ key, label, show, verdict: judge }) => {
    const values = runs.map((run) => run[key]);
    const middle = median(values);
    const verdict = judge?.(middle) ?? '';
    return `  ${label.padEnd(6)} median ${show(middle).padStart(9)}   (${show(Math.min(...values))} – ${show(Math.max(...values))})  ${verdict}`;
  });
  return [`${page} — ${runs.length} runs`, ...lines, ...lcpLines(runs)].join('\n');
}

/**
 * What the largest paint was in how many runs, and where the time of the run with the median LCP
 * went (Lighthouse's phases: what to shorten, the network or the main thread).
 */
function lcpLines(runs: PageFigures[]): string[] {
  const told = runs.filter((run) => run.lcp);
  if (told.length === 0) return [];
  const counts = new Map<string, number>();
  for (const run of told) counts.set(run.lcp!.element, (counts.get(run.lcp!.element) ?? 0) + 1);
  const elements = [...counts].sort((a, b) => b[1] - a[1]).map(([element, n]) => `${element} (${n} of ${runs.length})`);
  const middle = [...told].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((told.length - 1) / 2)]!;
  const phases = middle.lcp!.phases.map(({ phase, ms }) => `${phase} ${ms.toFixed(0)} ms`).join(', ');
  return [
    `  LCP is ${elements.join('; ')}`,
    ...(phases ? [`  LCP of ${(middle.lcpMs / 1000).toFixed(2)} s: ${phases}`] : []),
  ];
}

import type { PageFigures } from './lighthouse';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The customer pages' targets of docs/performance.md, on this 2-core machine. */
export const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 } as const;

const COLUMNS: {
  key: keyof PageFigures;
  label: string;
  show: (value: number) => string;
  target?: (value: number) => boolean;
}[] = [
  { key: 'score', label: 'score', show: (v) => v.toFixed(0), target: (v) => v >= TARGETS.score },
  { key: 'lcpMs', label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s`, target: (v) => v <= TARGETS.lcpMs },
  { key: 'tbtMs', label: 'TBT', show: (v) => `${v.toFixed(0)} ms`, target: (v) => v <= TARGETS.tbtMs },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3), target: (v) => v <= TARGETS.cls },
  { key: 'scriptKb', label: 'JS', show: (v) => `${v.toFixed(1)} KB` },
];

/** Median, spread and whether the median meets the target, one line per figure. */
export function summary(page: string, runs: PageFigures[]): string {
  const lines = COLUMNS.map(({ key, label, show, target }) => {
    const values = runs.map((run) => run[key]);
    const middle = median(values);
    const verdict = target ? (target(middle) ? 'met' : 'NOT met') : '';
    return `  ${label.padEnd(6)} median ${show(middle).padStart(9)}   (${show(Math.min(...values))} – ${show(Math.max(...values))})  ${verdict}`;
  });
  return [`${page} — ${runs.length} runs`, ...lines].join('\n');
}

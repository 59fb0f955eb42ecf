/**
 * How much slower than this machine the emulated phone's CPU is. Lighthouse's default is 4×,
 * which assumes a high-end desktop (a BenchmarkIndex of about 1,500) and lands in the mid-tier
 * mobile bracket; on a slower host, 4× emulates a slower phone than Lighthouse means. Lighthouse's
 * throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") and its calculator map the
 * host's BenchmarkIndex to the multiplier that emulates the same phone: 150 → 1×, 800 → 2×,
 * 1,300 → 3×, then one more × for every 233 above 1,300 (1,533 → 4×).
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** Lighthouse's calibration points (BenchmarkIndex → multiplier), between which it interpolates. */
const CALIBRATION: readonly (readonly [index: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The multiplier Lighthouse's calibration guide gives for a host of this BenchmarkIndex, to two
 * decimals; undefined below 150, where the guide says the host is too slow to emulate the phone.
 */
export function calibratedSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < CALIBRATION[0]![0]) return undefined;
  const last = CALIBRATION[CALIBRATION.length - 1]!;
  let slowdown: number;
  if (benchmarkIndex >= last[0]) {
    const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] = [CALIBRATION[CALIBRATION.length - 2]!, last];
    slowdown = last[1] + ((benchmarkIndex - last[0]) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex);
  } else {
    const upper = CALIBRATION.findIndex(([index]) => index > benchmarkIndex);
    const [fromIndex, fromSlowdown] = CALIBRATION[upper - 1]!;
    const [toIndex, toSlowdown] = CALIBRATION[upper]!;
    slowdown = fromSlowdown + ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex);
  }
  return Math.round(slowdown * 100) / 100;
}

/**
 * `BENCH_CPU_SLOWDOWN`: unset for Lighthouse's 4×, a number (1–20) for that multiplier, or
 * `calibrated` for the one Lighthouse's guide gives this host (`calibrate` is called to measure
 * it). A value that is none of these is an error, never silently 4×.
 */
export async function cpuSlowdownFromEnv(
  value: string | undefined,
  calibrate: () => Promise<number>,
): Promise<{ slowdown: number; why: string }> {
  const text = value?.trim();
  if (!text) return { slowdown: LIGHTHOUSE_CPU_SLOWDOWN, why: 'Lighthouse’s default' };
  if (text === 'calibrated') {
    const index = await calibrate();
    const slowdown = calibratedSlowdown(index);
    if (slowdown === undefined)
      throw new Error(
        `this machine’s BenchmarkIndex is ${index.toFixed(0)}: below 150, Lighthouse says it is too slow to emulate a phone`,
      );
    return { slowdown, why: `calibrated to this machine’s BenchmarkIndex of ${index.toFixed(0)}` };
  }
  const slowdown = Number(text);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20)
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20 or "calibrated", not "${text}"`);
  return { slowdown, why: 'set by BENCH_CPU_SLOWDOWN' };
}

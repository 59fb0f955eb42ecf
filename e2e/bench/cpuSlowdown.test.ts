import { calibratedSlowdown, cpuSlowdownFromEnv, LIGHTHOUSE_CPU_SLOWDOWN } from './cpuSlowdown';

describe('the CPU slowdown of the web bench', () => {
  it('gives Lighthouse’s calibration points and interpolates between them', () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2000)).toBe(6);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(1050)).toBe(2.5);
  });

  it('rises with the host’s index and refuses a host too slow to emulate the phone', () => {
    let previous = 0;
    for (let index = 150; index <= 2500; index += 25) {
      const slowdown = calibratedSlowdown(index)!;
      expect(slowdown).toBeGreaterThanOrEqual(previous);
      previous = slowdown;
    }
    expect(calibratedSlowdown(149)).toBeUndefined();
    expect(calibratedSlowdown(Number.NaN)).toBeUndefined();
  });

  it('reads BENCH_CPU_SLOWDOWN: unset is 4×, a number is itself, calibrated measures the host', async () => {
    const never = () => Promise.reject(new Error('not asked to calibrate'));
    expect((await cpuSlowdownFromEnv(undefined, never)).slowdown).toBe(LIGHTHOUSE_CPU_SLOWDOWN);
    expect((await cpuSlowdownFromEnv(' ', never)).slowdown).toBe(LIGHTHOUSE_CPU_SLOWDOWN);
    expect((await cpuSlowdownFromEnv('2.5', never)).slowdown).toBe(2.5);
    const calibrated = await cpuSlowdownFromEnv('calibrated', () => Promise.resolve(800));
    expect(calibrated).toEqual({ slowdown: 2, why: 'calibrated to this machine’s BenchmarkIndex of 800' });
    await expect(cpuSlowdownFromEnv('calibrated', () => Promise.resolve(100))).rejects.toThrow(/too slow/);
    for (const wrong of ['fast', '0', '25', '-1'])
      await expect(cpuSlowdownFromEnv(wrong, never)).rejects.toThrow(/BENCH_CPU_SLOWDOWN must be/);
  });
});

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (epoch ms), ticking from the clock rather than by counting
 * ticks, which a phone in a pocket throttles.
 */
export function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = remaining > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new endsAt (a code sent again) must restart the clock even while it is still running
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  return remaining;
}

import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment, ticking from the clock (not by counting ticks, which a phone
 * in a pocket throttles). `restart` runs it again from the start; `stop` sets it to 0.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void; stop: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt, running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);
  const stop = useCallback(() => setEndsAt(0), []);
  return { remaining, restart, stop };
}

import { useEffect, useState } from 'react';

/** A quarter-second tick keeps the shown seconds, and the switch to expired, on time. */
const TICK_MS = 250;

/** Whole seconds until `expiresAt` (ISO 8601); the clock stops once it reaches zero. */
export function useSecondsLeft(expiresAt: string): number {
  const expiresAtMs = Date.parse(expiresAt);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const expired = nowMs >= expiresAtMs;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [expired]);

  return Math.ceil(Math.max(0, expiresAtMs - nowMs) / 1000);
}

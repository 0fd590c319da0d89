import { useEffect, useState } from 'react';

/**
 * The open window's seconds left, on the server's clock: `serverNow` is the `now` the gateway
 * answered with `closesAt`, `receivedAt` when that answer arrived here, so a browser clock that
 * is minutes off does not shift the countdown.
 */
export function secondsLeft(
  closesAt: string,
  serverNow: string,
  receivedAt: number,
  clientNow: number,
): number {
  const elapsed = Math.max(0, clientNow - receivedAt);
  const left = Date.parse(closesAt) - (Date.parse(serverNow) + elapsed);
  return Math.max(0, Math.ceil(left / 1000));
}

/** '1:05', '0:09': minutes and seconds, as a broadcast clock reads. */
export function formatSecondsLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How often the countdown is recomputed between two answers of the gateway. */
const TICK_MS = 250;

/**
 * The seconds left of an open window, ticking; null when no window is open. Until the first tick
 * after an answer it reads the answer's own `now`.
 */
export function useCountdown(closesAt: string | null, serverNow: string | null): number | null {
  const [tick, setTick] = useState<{ serverNow: string; left: number } | null>(null);
  useEffect(() => {
    if (!closesAt || !serverNow) return;
    const receivedAt = Date.now();
    const timer = window.setInterval(
      () => setTick({ serverNow, left: secondsLeft(closesAt, serverNow, receivedAt, Date.now()) }),
      TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [closesAt, serverNow]);
  if (!closesAt || !serverNow) return null;
  return tick?.serverNow === serverNow ? tick.left : secondsLeft(closesAt, serverNow, 0, 0);
}

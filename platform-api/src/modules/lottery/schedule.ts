// The draw schedule: a market draws on every multiple of its interval since the Unix epoch, so
// every API process computes the same times without storing a schedule.

const MINUTE_MS = 60_000;

/**
 * The scheduled times after `after` (exclusive; null: no draw yet) up to `now` (inclusive), oldest
 * first, keeping only the latest `limit`: after long downtime the older slots are skipped.
 */
export function dueDrawTimes(
  intervalMinutes: number,
  after: Date | null,
  now: Date,
  limit: number,
): Date[] {
  const step = intervalMinutes * MINUTE_MS;
  const lastSlot = Math.floor(now.getTime() / step);
  const firstSlot = Math.max(
    after === null ? -Infinity : Math.floor(after.getTime() / step) + 1,
    lastSlot - limit + 1,
  );
  const times: Date[] = [];
  for (let slot = firstSlot; slot <= lastSlot; slot += 1) times.push(new Date(slot * step));
  return times;
}

/** The first scheduled time strictly after `now`. */
export function nextDrawTime(intervalMinutes: number, now: Date): Date {
  const step = intervalMinutes * MINUTE_MS;
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}

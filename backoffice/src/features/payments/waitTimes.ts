/** A wait in whole minutes as the reader says it: minutes under an hour, hours under two days, then days. */
export function formatWait(minutes: number, language: string): string {
  const format = (value: number, unit: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: unit === 'minute' ? 0 : 1,
    }).format(value);
  if (minutes < 60) return format(Math.max(0, Math.floor(minutes)), 'minute');
  if (minutes < 48 * 60) return format(Math.floor(minutes / 6) / 10, 'hour');
  return format(Math.floor(minutes / 144) / 10, 'day');
}

/** Whole minutes from `since` to `now`. */
export const minutesSince = (since: string, now: number) =>
  Math.floor((now - Date.parse(since)) / 60_000);

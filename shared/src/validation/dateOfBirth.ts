import * as v from 'valibot';

/** The age the platform API asks for when a brand sets no minimumAge. */
export const DEFAULT_MINIMUM_AGE = 18;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls 1990-02-30 over into March: a real day survives the round trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today`, by the UTC calendar as the API counts. */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The latest date of birth (YYYY-MM-DD) of a player who is `minimumAge` years old `today`. */
export function latestDateOfBirth(minimumAge: number, today: Date): string {
  const year = today.getUTCFullYear() - minimumAge;
  const month = today.getUTCMonth();
  // Born on 29 February, a player comes of age on 28 February in a common year.
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDayOfMonth);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** A required date of birth of a player at least `minimumAge` years old; messages are keys. */
export function dateOfBirthSchema(minimumAge: number, today: Date) {
  return v.pipe(
    v.string(),
    v.minLength(1, 'validation.required'),
    v.check(isCalendarDate, 'validation.dateOfBirth'),
    v.check((value) => ageInYears(value, today) >= minimumAge, 'validation.minimumAge'),
  );
}

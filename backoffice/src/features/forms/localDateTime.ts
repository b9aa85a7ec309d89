// `datetime-local` inputs show and take instants in the staff member's time zone; the API speaks
// ISO instants.

/** `datetime-local`'s value of an ISO instant, in the browser's time zone. */
export function localDateTime(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO instant; null when it is empty or not one. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

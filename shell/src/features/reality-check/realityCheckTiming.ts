const MS_PER_MINUTE = 60_000;

/**
 * Milliseconds until the next reality check: reminders fall on whole intervals since the login
 * session started (as the server reports it), so a reload never restarts the count.
 */
export function msUntilNextCheck(loggedInAt: Date, intervalMinutes: number, now: Date): number {
  const intervalMs = intervalMinutes * MS_PER_MINUTE;
  const elapsedMs = Math.max(0, now.getTime() - loggedInAt.getTime());
  const nextCheckMs = (Math.floor(elapsedMs / intervalMs) + 1) * intervalMs;
  return nextCheckMs - elapsedMs;
}

// How players are named outside their own brand's screens.

/** `<brandId>_<username>`: unique across brands (usernames are lowercase), the realtime topic key. */
export function brandUsername(brandId: string, username: string): string {
  return `${brandId}_${username}`;
}

/** Characters shown at each end of a long username. */
const SHOWN_AT_EACH_END = 2;

/**
 * `abcdefyz` → `ab***yz`, `qkqk` → `q***k`, `abc` → `***`: recognisable to its owner, not to other
 * players. A quarter of the name at most is shown at each end, so never more than half of it.
 */
export function maskUsername(username: string): string {
  const shown = Math.min(SHOWN_AT_EACH_END, Math.floor(username.length / 4));
  if (shown === 0) return '***';
  return `${username.slice(0, shown)}***${username.slice(-shown)}`;
}

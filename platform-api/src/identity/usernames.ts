// How players are named outside their own brand's screens.

/** `<brandId>_<username>`: unique across brands (usernames are lowercase), the realtime topic key. */
export function brandUsername(brandId: string, username: string): string {
  return `${brandId}_${username}`;
}

/** `abcdefyz` → `ab***yz`: recognisable to its owner, not to other players. */
export function maskUsername(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

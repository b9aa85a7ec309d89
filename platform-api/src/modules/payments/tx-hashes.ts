// A chain transaction's hash in its network's one spelling, so that a watcher (or a person) writing
// it another way reports the same deposit. The table refuses any other spelling
// (payments_tx_hash_canonical, migration 0047; the table renamed by 0078).

/** Networks whose hashes are written with 0x: the Ethereum-like chains. */
const PREFIXED_NETWORKS: ReadonlySet<string> = new Set(['ERC20', 'BEP20']);

/** `hash`: 64 hex digits, any case, with or without 0x (the route's schema checked that). */
export function canonicalTxHash(network: string, hash: string): string {
  const hex = hash.replace(/^0x/i, '').toLowerCase();
  return PREFIXED_NETWORKS.has(network) ? `0x${hex}` : hex;
}

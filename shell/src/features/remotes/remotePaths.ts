import type { RemoteName, RemoteRegistryEntry } from '@croupier/shared';

/** Which remote owns which part of the site (docs/architecture.md#parts). */
export const REMOTE_PATH_PREFIXES: Record<RemoteName, string[]> = {
  games: ['/games', '/providers', '/play', '/winning-numbers'],
  wallet: ['/account/wallet'],
  account: [
    '/account/profile',
    '/account/report',
    '/account/reward',
    '/account/responsible-gaming',
    '/account/verification',
    '/account/activity-statement',
  ],
  referral: ['/account/referral'],
};

export function remoteForPath(pathname: string): RemoteName | undefined {
  const entries = Object.entries(REMOTE_PATH_PREFIXES) as [RemoteName, string[]][];
  const match = entries.find(([, prefixes]) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return match?.[0];
}

/** Each remote ships its own translations (namespace: its name) next to its manifest. */
export function translationsOrigin(entry: Pick<RemoteRegistryEntry, 'entry'>): string {
  return new URL('.', entry.entry).href.replace(/\/$/, '');
}

import type { RemoteRegistryEntry } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

export type { RemoteRegistryEntry };

const brandPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/remotes`;

export const loadRemotes = (brandId: string) => adminGet<RemoteRegistryEntry[]>(brandPath(brandId));

/** Switches a remote on or off; the reason is kept in the audit log. */
export const switchRemote = (brandId: string, name: string, enabled: boolean, reason: string) =>
  adminPost<RemoteRegistryEntry>(`${brandPath(brandId)}/${encodeURIComponent(name)}`, {
    enabled,
    reason,
  });

import type { RemoteRegistryEntry } from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

export type { RemoteRegistryEntry };

const brandPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/remotes`;

export const loadRemotes = (brandId: string) => adminGet<RemoteRegistryEntry[]>(brandPath(brandId));

export const switchRemote = (brandId: string, name: string, enabled: boolean) =>
  adminPost<RemoteRegistryEntry>(`${brandPath(brandId)}/${encodeURIComponent(name)}`, { enabled });

import { adminGet, adminPost } from '../admin-api';

/** One remote of a brand's registry: where its manifest is, which release, and its switch. */
export interface RemoteEntry {
  name: string;
  entry: string;
  enabled: boolean;
  version: string;
}

const brandPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/remotes`;

export const loadRemotes = (brandId: string) => adminGet<RemoteEntry[]>(brandPath(brandId));

export const switchRemote = (brandId: string, name: string, enabled: boolean) =>
  adminPost<RemoteEntry>(`${brandPath(brandId)}/${encodeURIComponent(name)}`, { enabled });

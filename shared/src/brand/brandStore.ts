import { create } from 'zustand';
import type { BrandConfig, RemoteName, RemoteRegistryEntry } from '@croupier/contracts';

interface BrandState {
  config: BrandConfig | null;
  /** A config load failure is stored, not thrown, so the page can show it. */
  error: string | null;
  setConfig: (config: BrandConfig) => void;
  setError: (error: string) => void;
}

export const useBrandStore = create<BrandState>()((set) => ({
  config: null,
  error: null,
  setConfig: (config) => set({ config, error: null }),
  setError: (error) => set({ error }),
}));

/** The registry entry of a remote when this brand has it switched on. */
export function enabledRemote(
  config: BrandConfig | null,
  name: RemoteName,
): RemoteRegistryEntry | undefined {
  return config?.remotes.find((remote) => remote.name === name && remote.enabled);
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  registerNamespaceOrigin,
  type RemoteExpose,
  type RemoteName,
  type RemoteRegistryEntry,
} from '@croupier/shared';
import { translationsOrigin } from './remotePaths';
import { RemoteUnavailableError, isUnavailableRemoteModule } from './unavailableRemote';

const registeredRemotes = new Map<RemoteName, RemoteRegistryEntry>();
/** First layer of failure isolation: a failed load is retried after these pauses. */
const RETRY_DELAYS_MS = [300, 1200];

/**
 * Registers the brand's enabled remotes with the federation runtime. Disabled remotes are never
 * registered, so the browser never requests any of their files.
 */
export function registerBrandRemotes(entries: RemoteRegistryEntry[]): void {
  const enabled = entries.filter((entry) => entry.enabled);
  registerRemotes(enabled.map(({ name, entry }) => ({ name, entry })));
  for (const entry of enabled) {
    registeredRemotes.set(entry.name, entry);
    registerNamespaceOrigin(entry.name, translationsOrigin(entry));
  }
}

export function isRemoteRegistered(name: RemoteName): boolean {
  return registeredRemotes.has(name);
}

/** Drops the runtime's cached failure so the next load fetches the remote again. */
export function resetRemote(name: RemoteName): void {
  const entry = registeredRemotes.get(name);
  if (entry) registerRemotes([{ name, entry: entry.entry }], { force: true });
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): Promise<T> {
  const id = `${remote}/${expose}`;
  if (!registeredRemotes.has(remote))
    throw new RemoteUnavailableError(id, 'not enabled for this brand');
  for (let attempt = 0; ; attempt += 1) {
    const loaded = await loadRemote<T>(id).catch((error: unknown) => error);
    if (loaded && !isUnavailableRemoteModule(loaded) && !(loaded instanceof Error))
      return loaded as T;
    const delayMs = RETRY_DELAYS_MS[attempt];
    if (delayMs === undefined) {
      const reason =
        loaded instanceof Error
          ? loaded.message
          : isUnavailableRemoteModule(loaded)
            ? loaded.reason
            : 'empty module';
      throw new RemoteUnavailableError(id, reason);
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    resetRemote(remote);
  }
}

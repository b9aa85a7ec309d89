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
/** Loads under way or done, by `remote/expose`: one load however many views ask for it. */
const loads = new Map<string, Promise<unknown>>();
/** Modules loaded, by `remote/expose`, for views that can draw them at once. */
const loadedModules = new Map<string, unknown>();
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

/** The module, if a load of it has finished. */
export function loadedRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): T | undefined {
  return loadedModules.get(`${remote}/${expose}`) as T | undefined;
}

export function loadRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): Promise<T> {
  const id = `${remote}/${expose}`;
  let load = loads.get(id);
  if (load === undefined) {
    load = loadWithRetries<T>(remote, id).then(
      (module) => {
        loadedModules.set(id, module);
        return module;
      },
      (error: unknown) => {
        // A failed load is not kept: the next view's load (a retry) starts afresh.
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load as Promise<T>;
}

async function loadWithRetries<T>(remote: RemoteName, id: string): Promise<T> {
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

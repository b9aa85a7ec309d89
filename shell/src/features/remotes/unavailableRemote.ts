const UNAVAILABLE = Symbol.for('croupier.remote-unavailable');

export interface UnavailableRemoteModule {
  [UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function unavailableRemoteModule(id: string, error: unknown): UnavailableRemoteModule {
  return {
    [UNAVAILABLE]: true,
    id,
    reason: error instanceof Error ? error.message : String(error),
  };
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteModuleId: string,
    reason: string,
  ) {
    super(`${remoteModuleId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

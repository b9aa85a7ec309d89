import { lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteExpose, RemoteName } from '@croupier/shared';
import { loadRemoteModule, resetRemote } from './remoteLoader';

/**
 * A lazily loaded view over one exposed module of a remote, rebuilt on each retry because
 * React.lazy remembers a failed load for good.
 */
export function useRemoteView<TModule, TProps extends object>(
  remote: RemoteName,
  expose: RemoteExpose,
  toView: (module: TModule) => ComponentType<TProps>,
) {
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () => lazy(async () => ({ default: toView(await loadRemoteModule<TModule>(remote, expose)) })),
    // toView is a module-level function at every call site; attempt forces a fresh load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attempt],
  );
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((current) => current + 1);
  }, [remote]);
  return { View, attempt, retry };
}

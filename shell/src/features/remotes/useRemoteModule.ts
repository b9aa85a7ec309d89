import { lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteExpose, RemoteName } from '@croupier/shared';
import { loadedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';

/**
 * A view over one exposed module of a remote: drawn at once when the module has loaded already
 * (no fallback, whose replacement React would hold back for 300 ms), else lazily loaded, and
 * rebuilt on each retry because React.lazy remembers a failed load for good.
 */
export function useRemoteView<TModule, TProps extends object>(
  remote: RemoteName,
  expose: RemoteExpose,
  toView: (module: TModule) => ComponentType<TProps>,
) {
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () => {
      const loaded = loadedRemoteModule<TModule>(remote, expose);
      if (loaded !== undefined) {
        try {
          return toView(loaded);
        } catch {
          // A module without the view asked for fails in the lazy view, inside its boundary.
        }
      }
      return lazy(async () => ({
        default: toView(await loadRemoteModule<TModule>(remote, expose)),
      }));
    },
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

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemoteModule } from './unavailableRemote';

/**
 * Second layer of failure isolation: a remote that cannot be fetched or evaluated resolves to a
 * marker module instead of an unhandled runtime error, so one stopped remote costs one section.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'croupier-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') return undefined;
      console.warn(`Remote module ${id} could not be loaded (${lifecycle})`, error);
      return unavailableRemoteModule(id, error);
    },
  };
}

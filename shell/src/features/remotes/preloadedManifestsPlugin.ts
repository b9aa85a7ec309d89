import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePreloadedManifest } from './preloadedManifests';

/** The runtime reads a manifest boot.js already fetched instead of requesting it again. */
export default function preloadedManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'croupier-preloaded-manifests',
    fetch(url) {
      return takePreloadedManifest(url);
    },
  };
}

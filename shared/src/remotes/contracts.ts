import type { ComponentType } from 'react';
import type { RouteObject } from '@croupier/shared/router';

// What each remote exposes through Module Federation; the shell mounts these without knowing the
// remote's internals.

/** The `./routes` module: route paths are relative to the remote's mount point. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /** The i18n namespace the remote's screens translate with. */
  namespace: string;
}

/** The `./widgets` module: components the shell places on its own pages, by name. */
export interface RemoteWidgetsModule {
  widgets: Record<string, ComponentType>;
}

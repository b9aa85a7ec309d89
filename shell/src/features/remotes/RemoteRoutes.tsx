import { Suspense } from 'react';
import { useRoutes, type RouteObject } from '@croupier/shared/router';
import type { RemoteName, RemoteRoutesModule } from '@croupier/shared';
import { NotFoundPage } from '../not-found';
import { RemoteBoundary } from './RemoteBoundary';
import { SectionLoading } from './SectionLoading';
import { useRemoteView } from './useRemoteModule';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes) ?? <NotFoundPage />;
}

function toRouteTable(module: RemoteRoutesModule) {
  return function RemoteRouteTable() {
    return <RouteTable routes={module.routes} />;
  };
}

/** Mounts the routes a remote exposes (`./routes`), isolated from every other section. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { View, attempt, retry } = useRemoteView(remote, 'routes', toRouteTable);
  return (
    <RemoteBoundary remote={remote} attempt={attempt} onRetry={retry}>
      <Suspense fallback={<SectionLoading />}>
        <View />
      </Suspense>
    </RemoteBoundary>
  );
}

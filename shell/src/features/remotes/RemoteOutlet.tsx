import { useLocation } from '@croupier/shared/router';
import { NotFoundPage } from '../not-found';
import { isRemoteRegistered } from './remoteLoader';
import { RemoteRoutes } from './RemoteRoutes';
import { remoteForPath } from './remotePaths';

/** The wildcard route: a path a registered remote owns goes to it, anything else is not found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote || !isRemoteRegistered(remote)) return <NotFoundPage />;
  return <RemoteRoutes key={remote} remote={remote} />;
}

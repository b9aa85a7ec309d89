import { isRemoteRegistered, loadRemoteModule } from './remoteLoader';
import { remoteForPath } from './remotePaths';

/**
 * The longest the first render waits for the routes of the page's remote. React holds back the
 * content that replaces a fallback for as long, so waiting no longer never shows the page later;
 * it draws the page in one go instead of a loading section first.
 */
export const ROUTE_REMOTE_WAIT_MS = 300;

/**
 * Settles once the routes of the remote owning `pathname` and its translations (the namespace
 * named after it, loaded by `loadNamespace`) are in, have failed, or have been waited for enough.
 */
export function routeRemoteReady(
  pathname: string,
  loadNamespace: (namespace: string) => Promise<unknown>,
): Promise<void> {
  const remote = remoteForPath(pathname);
  if (!remote || !isRemoteRegistered(remote)) return Promise.resolve();
  // The translations after the module: boot.js preloads them once the remote's manifest has
  // answered, and asked for sooner, i18next would fetch them a second time beside the preload.
  const loaded = loadRemoteModule(remote, 'routes')
    .then(() => loadNamespace(remote))
    .then(
      () => undefined,
      () => undefined,
    );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, ROUTE_REMOTE_WAIT_MS));
  return Promise.race([loaded, waited]);
}

import { useMemo } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from '@croupier/shared/router';
import { readPathHistory } from './pathHistory';

export interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface AppNavigation {
  /** Back one entry; on the entry page of the visit, home instead, so back never leaves the site. */
  goBack: () => void;
  goTo: (path: string) => void;
  /** A full page load, e.g. to pick up a newly deployed remote. */
  goToWithReload: (path: string) => void;
}

export interface NavigationDependencies {
  navigate: NavigateFunction;
  location: CurrentLocation;
  loadPage?: (url: string) => void;
}

const HOME_PATH = '/';

/** True when `path` names the current page: same origin, path (trailing slash ignored), query and anchor. */
export function isCurrentLocation(path: string, location: CurrentLocation): boolean {
  const { origin } = window.location;
  const target = new URL(path, `${origin}${location.pathname}`);
  return (
    target.origin === origin &&
    withoutTrailingSlash(target.pathname) === withoutTrailingSlash(location.pathname) &&
    target.search === location.search &&
    target.hash === location.hash
  );
}

export function createAppNavigation({
  navigate,
  location,
  loadPage = (url) => window.location.assign(url),
}: NavigationDependencies): AppNavigation {
  const goTo = (path: string) => {
    if (!isCurrentLocation(path, location)) void navigate(path);
  };
  return {
    goTo,
    goToWithReload: (path) => {
      if (!isCurrentLocation(path, location)) loadPage(path);
    },
    goBack: () => {
      if (readPathHistory().previousPath === null) goTo(HOME_PATH);
      else void navigate(-1);
    },
  };
}

export function useAppNavigation(): AppNavigation {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useMemo(
    () => createAppNavigation({ navigate, location: { pathname, search, hash } }),
    [navigate, pathname, search, hash],
  );
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

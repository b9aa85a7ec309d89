import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useRoutes, type RouteObject } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import {
  useAuthStore,
  useBrandStore,
  useUserStore,
  type BrandConfig,
  type UserData,
} from '@croupier/shared';
import { resetStores } from '../../../shared/src/testing/resetStores';

// Test support: a remote's real routes, with its real en-US texts and a logged-in player.

/** An i18next instance with a remote's real en-US texts, read from `<localesDir>/en-US/<namespace>.json`. */
export function createTestI18n(namespace: string, localesDir: string): i18n {
  const english: unknown = JSON.parse(
    fs.readFileSync(path.join(localesDir, 'en-US', `${namespace}.json`), 'utf8'),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    ns: [namespace],
    defaultNS: namespace,
    resources: { 'en-US': { [namespace]: english as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

const brandConfig = {
  brandId: 'brand7',
  paymentAccountSettings: {
    requireAccount: true,
    allowedTypes: ['bank', 'eWallet'],
    updateAccount: false,
    multipleAccount: false,
  },
} as BrandConfig;

/** Fresh stores with a logged-in player of brand7; `brand` adds to its config, `user` is loaded too. */
export function resetToLoggedInPlayer(
  options: { brand?: Partial<BrandConfig>; user?: UserData } = {},
): void {
  resetStores();
  useBrandStore.setState({ config: { ...brandConfig, ...options.brand }, error: null });
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
  });
  if (options.user) useUserStore.setState({ user: options.user });
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the page that `routes` show at `url`, with the texts of `i18n`. */
export function renderRemoteRoute(i18n: i18n, routes: RouteObject[], url: string): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** A remote's test support: its en-US texts, its logged-in player and its routes at a URL. */
export function remoteTestKit(options: {
  namespace: string;
  routes: RouteObject[];
  localesDir: string;
  player?: { brand?: Partial<BrandConfig>; user?: UserData };
}): {
  testI18n: i18n;
  resetToLoggedInPlayer: () => void;
  renderRoute: (url: string) => RenderResult;
} {
  const testI18n = createTestI18n(options.namespace, options.localesDir);
  return {
    testI18n,
    resetToLoggedInPlayer: () => resetToLoggedInPlayer(options.player),
    renderRoute: (url) => renderRemoteRoute(testI18n, options.routes, url),
  };
}

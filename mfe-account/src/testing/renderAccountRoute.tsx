import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useRoutes } from 'react-router';
import { useAuthStore, useBrandStore, useUserStore, type BrandConfig } from '@croupier/shared';
import { alice } from '../../../shared/src/testing/fixtures';
import { resetStores } from '../../../shared/src/testing/resetStores';
import { routes } from '../routes';

// Test support: the remote's real routes, with the real en-US texts and a logged-in player.

const english: unknown = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../public/locales/en-US/account.json'), 'utf8'),
);

/** An i18next instance with the real en-US account texts. */
export const testI18n: i18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en-US',
  ns: ['account'],
  defaultNS: 'account',
  resources: { 'en-US': { account: english as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

const brandConfig = {
  brandId: 'brand7',
  authSetting: {
    registerSetting: { useEmail: true, usePassword: true, usePhoneNumber: true, useBank: true },
  },
  paymentAccountSettings: {
    requireAccount: true,
    allowedTypes: ['bank', 'eWallet'],
    updateAccount: false,
    multipleAccount: false,
  },
} as BrandConfig;

/** Fresh stores with a logged-in player of brand7. */
export function resetToLoggedInPlayer(): void {
  resetStores();
  useBrandStore.setState({ config: brandConfig, error: null });
  useAuthStore.setState({
    sessionToken: 'sessiontoken0123456789abcdef',
    loginToken: 'alice:fedcba9876543210',
  });
  useUserStore.setState({ user: alice });
}

function AccountRoutes() {
  return useRoutes(routes);
}

/** Renders the page the remote shows at `url`, e.g. '/account/account/'. */
export function renderAccountRoute(url: string): RenderResult {
  return render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={[url]}>
        <AccountRoutes />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

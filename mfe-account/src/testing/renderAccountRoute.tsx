import path from 'node:path';
import { remoteTestKit } from '@croupier/ui/testing';
import type { BrandConfig } from '@croupier/shared';
import { alice } from '../../../shared/src/testing/fixtures';
import { namespace, routes } from '../routes';

// Test support: the remote's real routes, with the real en-US texts and a logged-in player of brand7.
// `renderAccountRoute(url)` renders the page the remote shows at `url`, e.g. '/account/account/'.
export const {
  testI18n,
  resetToLoggedInPlayer,
  renderRoute: renderAccountRoute,
} = remoteTestKit({
  namespace,
  routes,
  localesDir: path.join(__dirname, '../../public/locales'),
  player: {
    brand: {
      authSetting: {
        registerSetting: { useEmail: true, usePassword: true, usePhoneNumber: true, useBank: true },
      },
    } as Partial<BrandConfig>,
    user: alice,
  },
});

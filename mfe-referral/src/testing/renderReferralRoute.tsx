import path from 'node:path';
import { remoteTestKit } from '@croupier/ui/testing';
import { alice } from '../../../shared/src/testing/fixtures';
import { namespace, routes } from '../routes';

// Test support: the remote's real routes, with the real en-US texts and a logged-in player of brand7.
// `renderReferralRoute(url)` renders the page the remote shows at `url`, e.g. '/account/referral/'.
export const {
  testI18n,
  resetToLoggedInPlayer,
  renderRoute: renderReferralRoute,
} = remoteTestKit({
  namespace,
  routes,
  localesDir: path.join(__dirname, '../../public/locales'),
  player: { user: alice },
});

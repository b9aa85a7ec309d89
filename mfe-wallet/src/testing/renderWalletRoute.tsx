import path from 'node:path';
import { remoteTestKit } from '@croupier/ui/testing';
import { namespace, routes } from '../routes';

// Test support: the remote's real routes, with the real en-US texts and a logged-in player of brand7.
// `renderWalletRoute(url)` renders the page the remote shows at `url`, e.g. '/account/wallet/history/?transactionType=SWAP'.
export const {
  testI18n,
  resetToLoggedInPlayer,
  renderRoute: renderWalletRoute,
} = remoteTestKit({
  namespace,
  routes,
  localesDir: path.join(__dirname, '../../public/locales'),
});

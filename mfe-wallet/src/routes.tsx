import type { RouteObject } from '@croupier/shared/router';
import { withUiNamespace } from '@croupier/ui';
import { DepositPage } from './features/deposit';
import { HistoryPage } from './features/history';
import { SwapPage } from './features/swap';
import { WalletAccountPage } from './features/wallet-account';
import { WithdrawPage } from './features/withdraw';

export const namespace = 'wallet';

// Paths relative to the site root (docs/architecture.md#product-rules); the shell sends every
// /account/wallet path here.
export const routes: RouteObject[] = withUiNamespace(namespace, [
  { path: 'account/wallet/deposit', element: <DepositPage /> },
  { path: 'account/wallet/withdraw', element: <WithdrawPage /> },
  { path: 'account/wallet/swap', element: <SwapPage /> },
  { path: 'account/wallet/account', element: <WalletAccountPage /> },
  { path: 'account/wallet/history', element: <HistoryPage /> },
]);

import type { RouteObject } from 'react-router';
import { WalletAccountPage } from './features/wallet-account';

export const namespace = 'wallet';

export const routes: RouteObject[] = [
  { path: 'account/wallet/account', element: <WalletAccountPage /> },
];

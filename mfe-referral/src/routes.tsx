import type { RouteObject } from '@croupier/shared/router';
import { withUiNamespace } from '@croupier/ui';
import { ReferralPage } from './features/referral-link';

export const namespace = 'referral';

export const routes: RouteObject[] = withUiNamespace(namespace, [
  { path: 'account/referral', element: <ReferralPage /> },
]);

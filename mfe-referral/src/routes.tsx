import type { RouteObject } from 'react-router';
import { ReferralPage } from './features/referral-link';

export const namespace = 'referral';

export const routes: RouteObject[] = [{ path: 'account/referral', element: <ReferralPage /> }];

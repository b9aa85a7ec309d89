import type { RouteObject } from '@croupier/shared/router';
import { withUiNamespace } from '@croupier/ui';
import { ActivityStatementPage } from './features/activity-statement';
import { BetReportPage, RoundReplayPage } from './features/bet-report';
import { BonusPage } from './features/bonus';
import { ProfilePage } from './features/profile';
import { ResponsibleGamingPage } from './features/responsible-gaming';
import { VerificationPage } from './features/verification';

export const namespace = 'account';

// Paths relative to the site root (docs/architecture.md#product-rules).
export const routes: RouteObject[] = withUiNamespace(namespace, [
  { path: 'account/profile/information', element: <ProfilePage /> },
  { path: 'account/report', element: <BetReportPage /> },
  { path: 'account/report/:gpid/:roundId', element: <RoundReplayPage /> },
  { path: 'account/reward/bonus', element: <BonusPage /> },
  { path: 'account/responsible-gaming', element: <ResponsibleGamingPage /> },
  { path: 'account/verification', element: <VerificationPage /> },
  { path: 'account/activity-statement', element: <ActivityStatementPage /> },
]);

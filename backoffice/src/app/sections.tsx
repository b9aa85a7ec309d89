import type { ReactNode } from 'react';
import { AuditLogPage } from '../features/audit';
import { BonusesPage } from '../features/bonuses';
import { BrandsPage } from '../features/brands';
import { PlaySuspensionsPage, SignificantEventsPage } from '../features/compliance';
import { ContentPage } from '../features/content';
import { DashboardPage } from '../features/dashboard';
import { Hub88PrepaidsPage, Hub88PromotionsPage, Hub88ReconciliationPage } from '../features/hub88';
import { KycQueuePage } from '../features/kyc';
import type { NavSection } from '../features/layout';
import { OffersPage } from '../features/offers';
import { PaymentsPage, PendingPaymentsBadge } from '../features/payments';
import { PlayerSearchPage } from '../features/players';
import { RatesPage } from '../features/rates';
import { RemoteRegistryPage } from '../features/remotes';
import { ReportsPage } from '../features/reports';
import { SettingsPage } from '../features/settings';
import { StaffPage } from '../features/staff';
import type { StaffRole } from '../features/session';

/**
 * The back office's sections, in the navigation's order: each with its page and the roles that
 * open it (owner opens all). Adding a section is one row here and its `nav.*` text.
 */
export interface Section extends NavSection {
  roles: readonly StaffRole[];
  page: ReactNode;
}

/** The dashboard is the back office's home page, `/`. */
export const DASHBOARD_PATH = '/';

export const SECTIONS: readonly Section[] = [
  {
    path: DASHBOARD_PATH,
    labelKey: 'nav.dashboard',
    roles: ['payments', 'support', 'marketing'],
    page: <DashboardPage />,
  },
  {
    path: '/payments',
    labelKey: 'nav.payments',
    roles: ['payments', 'support'],
    page: <PaymentsPage />,
    Badge: PendingPaymentsBadge,
  },
  {
    path: '/players',
    labelKey: 'nav.players',
    roles: ['support', 'payments'],
    page: <PlayerSearchPage />,
  },
  { path: '/kyc', labelKey: 'nav.kyc', roles: ['support'], page: <KycQueuePage /> },
  {
    path: '/brands',
    labelKey: 'nav.brands',
    roles: ['marketing', 'release', 'support'],
    page: <BrandsPage />,
  },
  {
    path: '/remotes',
    labelKey: 'nav.remotes',
    roles: ['release', 'support'],
    page: <RemoteRegistryPage />,
  },
  {
    path: '/reports',
    labelKey: 'nav.reports',
    roles: ['payments', 'marketing'],
    page: <ReportsPage />,
  },
  { path: '/rates', labelKey: 'nav.rates', roles: ['payments'], page: <RatesPage /> },
  {
    path: '/settings',
    labelKey: 'nav.settings',
    roles: ['marketing', 'payments'],
    page: <SettingsPage />,
  },
  {
    path: '/offers',
    labelKey: 'nav.offers',
    roles: ['marketing', 'payments', 'support'],
    page: <OffersPage />,
  },
  { path: '/bonuses', labelKey: 'nav.bonuses', roles: ['marketing'], page: <BonusesPage /> },
  { path: '/content', labelKey: 'nav.content', roles: ['marketing'], page: <ContentPage /> },
  {
    path: '/events',
    labelKey: 'nav.events',
    roles: ['support', 'payments'],
    page: <SignificantEventsPage />,
  },
  {
    path: '/suspensions',
    labelKey: 'nav.suspensions',
    roles: ['support', 'payments'],
    page: <PlaySuspensionsPage />,
  },
  {
    path: '/hub88/prepaids',
    labelKey: 'nav.hub88Prepaids',
    roles: ['marketing', 'support'],
    page: <Hub88PrepaidsPage />,
  },
  {
    path: '/hub88/promotions',
    labelKey: 'nav.hub88Promotions',
    roles: ['marketing', 'support'],
    page: <Hub88PromotionsPage />,
  },
  {
    path: '/hub88/reconciliation',
    labelKey: 'nav.hub88Reconciliation',
    roles: ['payments', 'support'],
    page: <Hub88ReconciliationPage />,
  },
  { path: '/audit', labelKey: 'nav.audit', roles: ['owner'], page: <AuditLogPage /> },
  { path: '/staff', labelKey: 'nav.staff', roles: ['owner'], page: <StaffPage /> },
];

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
import type { AdminSection, SectionRoles } from '../features/session';

/**
 * The back office's sections, in the navigation's order, each with its page; the roles that open
 * it (owner opens all) are the API's (`GET sections`, from the guards of the routes it reads).
 * Adding a section is one row here, its name in the contract's `ADMIN_SECTIONS` with its reads in
 * the API's `SECTION_READS`, and its `nav.*` text.
 */
export interface SectionPage extends Omit<NavSection, 'roles'> {
  name: AdminSection;
  page: ReactNode;
}

export interface Section extends NavSection {
  page: ReactNode;
}

/** The dashboard is the back office's home page, `/`. */
export const DASHBOARD_PATH = '/';

export const SECTION_PAGES: readonly SectionPage[] = [
  { name: 'dashboard', path: DASHBOARD_PATH, labelKey: 'nav.dashboard', page: <DashboardPage /> },
  {
    name: 'payments',
    path: '/payments',
    labelKey: 'nav.payments',
    page: <PaymentsPage />,
    Badge: PendingPaymentsBadge,
  },
  { name: 'players', path: '/players', labelKey: 'nav.players', page: <PlayerSearchPage /> },
  { name: 'kyc', path: '/kyc', labelKey: 'nav.kyc', page: <KycQueuePage /> },
  { name: 'brands', path: '/brands', labelKey: 'nav.brands', page: <BrandsPage /> },
  { name: 'remotes', path: '/remotes', labelKey: 'nav.remotes', page: <RemoteRegistryPage /> },
  { name: 'reports', path: '/reports', labelKey: 'nav.reports', page: <ReportsPage /> },
  { name: 'rates', path: '/rates', labelKey: 'nav.rates', page: <RatesPage /> },
  { name: 'settings', path: '/settings', labelKey: 'nav.settings', page: <SettingsPage /> },
  { name: 'offers', path: '/offers', labelKey: 'nav.offers', page: <OffersPage /> },
  { name: 'bonuses', path: '/bonuses', labelKey: 'nav.bonuses', page: <BonusesPage /> },
  { name: 'content', path: '/content', labelKey: 'nav.content', page: <ContentPage /> },
  { name: 'events', path: '/events', labelKey: 'nav.events', page: <SignificantEventsPage /> },
  {
    name: 'suspensions',
    path: '/suspensions',
    labelKey: 'nav.suspensions',
    page: <PlaySuspensionsPage />,
  },
  {
    name: 'hub88Prepaids',
    path: '/hub88/prepaids',
    labelKey: 'nav.hub88Prepaids',
    page: <Hub88PrepaidsPage />,
  },
  {
    name: 'hub88Promotions',
    path: '/hub88/promotions',
    labelKey: 'nav.hub88Promotions',
    page: <Hub88PromotionsPage />,
  },
  {
    name: 'hub88Reconciliation',
    path: '/hub88/reconciliation',
    labelKey: 'nav.hub88Reconciliation',
    page: <Hub88ReconciliationPage />,
  },
  { name: 'audit', path: '/audit', labelKey: 'nav.audit', page: <AuditLogPage /> },
  { name: 'staff', path: '/staff', labelKey: 'nav.staff', page: <StaffPage /> },
];

/** The sections with the roles the API answered. */
export const sectionsWith = (roles: SectionRoles): Section[] =>
  SECTION_PAGES.map(({ name, ...section }) => ({ ...section, roles: roles[name] }));

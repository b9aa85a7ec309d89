import type {
  Dashboard,
  DashboardCurrency,
  DashboardTrend,
  TrendCurrency,
  TrendMoneyDay,
} from '@croupier/contracts';
import { adminGet } from '../admin-api';

export type { Dashboard, DashboardCurrency, DashboardTrend, TrendCurrency, TrendMoneyDay };

/** How often the dashboard asks again while it is open. */
export const DASHBOARD_REFRESH_MS = 15_000;

/** `GET brands/:brandId/dashboard`: the brand's UTC day so far. */
export const loadDashboard = (brandId: string) =>
  adminGet<Dashboard>(`brands/${encodeURIComponent(brandId)}/dashboard`);

/** `GET brands/:brandId/dashboard/trend`: the brand's last 30 days, every day present. */
export const loadTrend = (brandId: string) =>
  adminGet<DashboardTrend>(`brands/${encodeURIComponent(brandId)}/dashboard/trend`);

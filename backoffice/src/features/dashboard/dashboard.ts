import { adminGet } from '../admin-api';

/** Today's money of one currency; amounts are decimal strings, never JavaScript numbers. */
export interface DashboardCurrency {
  currency: string;
  depositCount: number;
  deposits: string;
  withdrawalCount: number;
  withdrawals: string;
  stakes: string;
  wins: string;
  ggr: string;
}

/** `GET brands/:brandId/dashboard`: the brand's UTC day so far. */
export interface Dashboard {
  brandId: string;
  day: string;
  asOf: string;
  newPlayers: number;
  pendingDecisions: number;
  currencies: DashboardCurrency[];
}

/** How often the dashboard asks again while it is open. */
export const DASHBOARD_REFRESH_MS = 15_000;

export const loadDashboard = (brandId: string) =>
  adminGet<Dashboard>(`brands/${encodeURIComponent(brandId)}/dashboard`);

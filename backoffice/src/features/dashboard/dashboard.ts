import type { Dashboard } from '@croupier/contracts';
import { adminGet } from '../admin-api';

export type { Dashboard };

/** How often the dashboard asks again while it is open. */
export const DASHBOARD_REFRESH_MS = 15_000;

/** `GET brands/:brandId/dashboard`: the brand's UTC day so far. */
export const loadDashboard = (brandId: string) =>
  adminGet<Dashboard>(`brands/${encodeURIComponent(brandId)}/dashboard`);

import { adminGet, adminPost, adminPut } from '../admin-api';

/** A prepaid (Hub88's reward template) of a game, as the last sync-prepaids stored it. */
export interface Hub88Prepaid {
  prepaidUuid: string;
  gameCode: string;
  gameName: string | null;
  currency: string;
  /** Per spin; null: the reward chooses. */
  betValue: string | null;
  betCount: number | null;
  type: string | null;
  syncedAt: string;
}

export interface ReconciledDay {
  day: string;
  hub88Count: number;
  ledgerCount: number;
  differences: number;
  checkedAt: string;
}

export interface ReconciliationItem {
  transactionUuid: string;
  difference: 'missingInLedger' | 'missingAtHub88' | 'amount' | 'status';
  kind: string | null;
  hub88Amount: string | null;
  ledgerAmount: string | null;
  hub88Status: string | null;
  ledgerOutcome: string | null;
}

export const loadPrepaids = () =>
  adminGet<{ prepaids: Hub88Prepaid[] }>('hub88/prepaids').then(({ prepaids }) => prepaids);

export const syncPrepaids = () =>
  adminPost<{ listed: number; games: number; unlisted: number }>('hub88/sync-prepaids');

/** Each game's prepaids, games in the order of their first prepaid. */
export function prepaidsByGame(prepaids: Hub88Prepaid[]): [string, Hub88Prepaid[]][] {
  const games = new Map<string, Hub88Prepaid[]>();
  for (const prepaid of prepaids) {
    games.set(prepaid.gameCode, [...(games.get(prepaid.gameCode) ?? []), prepaid]);
  }
  return [...games];
}

export const loadReconciledDays = (all: boolean) =>
  adminGet<{ days: ReconciledDay[] }>('hub88/reconciliation/days', all ? { all: 'true' } : {}).then(
    ({ days }) => days,
  );

export const loadReconciledDay = (day: string) =>
  adminGet<{ day: ReconciledDay; items: ReconciliationItem[] }>(`hub88/reconciliation/days/${day}`);

export type SupplierPromoPolicyKind = 'real' | 'bonus' | 'refuse';

/** How a brand pays Hub88 supplier promotions; `bonusOfferId` only for `bonus`. */
export interface SupplierPromoPolicy {
  brandId: string;
  policy: SupplierPromoPolicyKind;
  bonusOfferId: string | null;
}

/** A free-spin grant whose Hub88 reward could not be created or cancelled. */
export interface RewardFailure {
  grantId: string;
  action: 'create' | 'cancel';
  gameCode: string;
  error: string;
  attempts: number;
  failedAt: string;
}

const policyPath = (brandId: string) =>
  `brands/${encodeURIComponent(brandId)}/hub88/supplier-promo-policy`;

export const loadSupplierPromoPolicy = (brandId: string) =>
  adminGet<SupplierPromoPolicy>(policyPath(brandId));

export const saveSupplierPromoPolicy = (
  brandId: string,
  policy: SupplierPromoPolicyKind,
  bonusOfferId: string | null,
) =>
  adminPut<SupplierPromoPolicy>(policyPath(brandId), {
    policy,
    ...(policy === 'bonus' ? { bonusOfferId } : {}),
  });

export const loadRewardFailures = () =>
  adminGet<{ failures: RewardFailure[] }>('hub88/reward-failures').then(({ failures }) => failures);

export const retryRewardFailure = (failure: Pick<RewardFailure, 'grantId' | 'action'>) =>
  adminPost<{ resolved: boolean; failure: RewardFailure | null }>(
    `hub88/reward-failures/${failure.grantId}/${failure.action}/retry`,
  );

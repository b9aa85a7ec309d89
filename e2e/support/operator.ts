import { expect } from '@playwright/test';
import { API_URL, OPERATOR_KEY } from './stack';

// The operator's side of a journey, through the real admin API with the e2e stack's key.

interface PendingTransaction {
  transactionId: string;
  username: string;
  transactionType: 'DEPOSIT' | 'WITHDRAW';
}

async function admin(
  path: string,
  body?: object,
  {
    method = body ? 'POST' : 'GET',
    headers = {},
  }: { method?: 'GET' | 'POST' | 'PATCH'; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${API_URL}/admin/v1/${path}`, {
    method,
    headers: {
      'X-Operator-Key': OPERATOR_KEY,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { errorCode: number; data: unknown; message?: string };
  expect(answer.errorCode, answer.message).toBe(0);
  return answer.data;
}

export async function pendingTransactionOf(
  username: string,
  type: PendingTransaction['transactionType'],
) {
  const pending = (await admin('payments/pending')) as PendingTransaction[];
  const mine = pending.filter(
    (item) => item.username === username && item.transactionType === type,
  );
  expect(mine).toHaveLength(1);
  return mine[0]!.transactionId;
}

export async function approve(transactionId: string) {
  await admin(`payments/${transactionId}/approve`, {});
}

/** `reason`: one of the closed list (PAYMENT_DECLINE_REASONS in contracts). */
export async function decline(transactionId: string, reason: string) {
  await admin(`payments/${transactionId}/decline`, { reason });
}

/** A brand's protection settings, as `GET brands/:brandId/protection` answers them. */
export interface BrandProtection {
  verifyBeforeWithdrawal: boolean;
  verifyBeforeDeposit: boolean;
  verifyBeforePlay: boolean;
  promptDepositLimit: boolean;
}

export async function brandProtection(brandId: string) {
  return (await admin(`brands/${brandId}/protection`)) as BrandProtection;
}

/** Changes some of the brand's protection settings, as an owner does. */
export async function changeBrandProtection(brandId: string, change: Partial<BrandProtection>) {
  await admin(`brands/${brandId}/protection`, change, { method: 'PATCH' });
}

/** The support desk approves the identity documents the player submitted. */
export async function approveVerificationOf(username: string) {
  const pending = (await admin('kyc/pending')) as { playerId: string; username: string }[];
  const mine = pending.filter((verification) => verification.username === username);
  expect(mine).toHaveLength(1);
  await admin(`kyc/${mine[0]!.playerId}/approve`, {});
}

export type StaffRole = 'owner' | 'payments' | 'support' | 'marketing' | 'release';

/** A staff member created by an owner: a one-time password and the TOTP secret, shown once. */
export interface NewStaff {
  username: string;
  password: string;
  totpSecret: string;
}

export async function createStaff(username: string, roles: StaffRole[]): Promise<NewStaff> {
  const { password, totpSecret } = (await admin('staff', { username, roles, brands: 'all' })) as {
    password: string;
    totpSecret: string;
  };
  return { username, password, totpSecret };
}

/** Imports the Hub88 sandbox's catalogue, as `pnpm operator hub88 sync-games` does. */
export async function syncHub88Games() {
  await admin('hub88/sync-games', {});
}

/**
 * Stores Hub88's prepaids. Hub88 (and the sandbox) lists them at most once a minute: a listing
 * within the minute of the last one is refused, and the stored prepaids are then as fresh.
 */
export async function syncHub88Prepaids() {
  await admin('hub88/sync-prepaids', {}).catch((error: unknown) => {
    if (!String(error).includes('once a minute')) throw error;
  });
}

/** A new API key for machines (a release pipeline, a chain watcher): the key, shown once. */
export async function issueApiKey(name: string, roles: string[]): Promise<string> {
  const { key } = (await admin('api-keys', { name, roles, brands: 'all' })) as { key: string };
  return key;
}

/** Credits a promotion bonus to a player of the default brand, as the marketing staff would. */
export async function creditBonus(username: string, amount: string, currency = 'IDR') {
  await admin(
    'bonuses/promotion',
    { username, brandId: 'croupier', amount, currency, description: 'E2E promotion' },
    { headers: { 'Idempotency-Key': `e2e-bonus-${username}-${amount}` } },
  );
}

/** Creates a bonus offer of the default brand, as the marketing staff would: its id. */
export async function createBonusOffer(draft: object): Promise<string> {
  const { offerId } = (await admin('brands/croupier/bonus-offers', draft)) as { offerId: string };
  return offerId;
}

export interface AuditEntry {
  actor: string;
  action: string;
  brandId: string | null;
  target: string | null;
  after: unknown;
}

/** What the audit log holds of one actor, newest first. */
export async function auditEntriesOf(actor: string): Promise<AuditEntry[]> {
  const page = (await admin(`audit?actor=${encodeURIComponent(actor)}`)) as {
    items: AuditEntry[];
  };
  return page.items;
}

export interface ReferralProgramme {
  enabled: boolean;
  commissionPercent: string;
}

export async function referralProgramme(brandId: string) {
  return (await admin(`brands/${brandId}/referral-programme`)) as ReferralProgramme;
}

/** Sets the brand's referral programme, as marketing does. */
export async function setReferralProgramme(brandId: string, programme: ReferralProgramme) {
  await admin(`brands/${brandId}/referral-programme`, programme);
}

/** A brand's four-eyes amounts per currency (payments and manual adjustments above them). */
export async function secondApprovalAmounts(brandId: string) {
  return (await admin(`brands/${brandId}/second-approval`)) as {
    currency: string;
    above: string;
  }[];
}

/** Sets (or, with null, removes) the brand's four-eyes amount in a currency, as an owner does. */
export async function setSecondApprovalAmount(
  brandId: string,
  currency: string,
  above: string | null,
) {
  await admin(`brands/${brandId}/second-approval`, { currency, above });
}

import type {
  AdminBonusOffer,
  BonusEntryPage,
  BonusGrant,
  BonusOfferDraft,
  BonusOfferStatus,
  BonusReport,
} from '@croupier/contracts';
import { adminGet, adminPost } from '../admin-api';

// The bonus engine's operator calls (/admin/v1, docs/bonus.md#operator-api) in the wire contract's
// types. Amounts stay decimal strings.

export type { AdminBonusOffer, BonusEntry, BonusGrant, BonusReport } from '@croupier/contracts';

export const ENTRIES_PAGE_SIZE = 10;

const offersPath = (brandId: string) => `brands/${encodeURIComponent(brandId)}/bonus-offers`;

/** The brand's offers, newest first; `status` empty: every status. */
export const listOffers = async (brandId: string, status: BonusOfferStatus | '') =>
  (
    await adminGet<{ items: AdminBonusOffer[] }>(
      offersPath(brandId),
      status ? { status } : undefined,
    )
  ).items;

export const createOffer = (brandId: string, draft: BonusOfferDraft) =>
  adminPost<AdminBonusOffer>(offersPath(brandId), draft);

export const archiveOffer = (brandId: string, offerId: string) =>
  adminPost<AdminBonusOffer>(`${offersPath(brandId)}/${encodeURIComponent(offerId)}/archive`);

export const loadPlayerGrants = (playerId: string) =>
  adminGet<BonusGrant[]>(`players/${encodeURIComponent(playerId)}/bonus-grants`);

export const loadGrantEntries = (grantId: string, page: number) =>
  adminGet<BonusEntryPage>(`bonus-grants/${encodeURIComponent(grantId)}/entries`, {
    page: String(page),
    pageSize: String(ENTRIES_PAGE_SIZE),
  });

/** Grants once per `idempotencyKey`: a retry never grants twice. */
export const grantOffer = (playerId: string, offerId: string, idempotencyKey: string) =>
  adminPost<BonusGrant>(
    `players/${encodeURIComponent(playerId)}/bonus-grants`,
    { offerId },
    { 'Idempotency-Key': idempotencyKey },
  );

export const forfeitGrant = (grantId: string, reason: string) =>
  adminPost<BonusGrant>(`bonus-grants/${encodeURIComponent(grantId)}/forfeit`, { reason });

export const loadBonusReport = (brandId: string, from: string, to: string) =>
  adminGet<BonusReport>(`brands/${encodeURIComponent(brandId)}/bonus-report`, { from, to });

// The KYC work queue as staff read it: pending verifications oldest first, a page at a time, and
// one verification with what a reviewer compares the documents with (name, date of birth,
// address) and whether its approval needs a second staff member (four eyes above the brand's AML
// threshold: the player's approved deposits of 30 days reached it).

import type { KycReviewDocument, VerificationStatus } from '@croupier/contracts';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import type { PageQuery } from '../../http/paging.js';
import type { DocumentType } from './repository.js';

export interface QueuedVerification {
  playerId: string;
  brandId: string;
  username: string;
  fullName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  address: string | null;
  screeningMatch: string | null;
  /** When the last document arrived: the wait is counted from it. */
  submittedAt: Date;
  /** The staff member or key that gave the first of two approvals; null before it. */
  firstApprovedBy: string | null;
  documentCount: number;
}

const QUEUE_COLUMNS = `
  player.id AS "playerId", player.brand_id AS "brandId", player.username,
  verification.full_name AS "fullName",
  to_char(player.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
  verification.address, verification.screening_match AS "screeningMatch",
  verification.updated_at AS "submittedAt", verification.first_approved_by AS "firstApprovedBy",
  (SELECT count(*)::int FROM kyc_documents document WHERE document.player_id = player.id)
    AS "documentCount"`;

/** The pending verifications of `brandIds` (null: every brand), oldest first. */
export async function listVerificationQueue(
  db: Queryable,
  brandIds: readonly string[] | null,
  { page, pageSize }: PageQuery,
): Promise<{ items: QueuedVerification[]; total: number }> {
  const pending = `
    FROM player_verifications verification
    JOIN players player ON player.id = verification.player_id
    WHERE verification.status = 'submitted' AND ($1::text[] IS NULL OR player.brand_id = ANY($1))`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<QueuedVerification>(
      `SELECT ${QUEUE_COLUMNS} ${pending}
       ORDER BY verification.updated_at, player.id LIMIT $2 OFFSET $3`,
      [brandIds, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${pending}`, [brandIds]),
  ]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}

export interface AmlStanding {
  /** The player's approved deposits of 30 days, in the brand's base currency at its scale. */
  recentDeposits: string;
  threshold: string;
  baseCurrency: string;
  /** recentDeposits reached threshold: approving the identity takes two staff members. */
  needsSecondApproval: boolean;
}

export async function findAmlStanding(db: Queryable, playerId: string): Promise<AmlStanding> {
  const { rows } = await db.query<AmlStanding>(
    `SELECT round(recent.amount, currency.scale)::text AS "recentDeposits",
            round(brand.aml_threshold, currency.scale)::text AS threshold,
            brand.base_currency AS "baseCurrency",
            recent.amount >= brand.aml_threshold AS "needsSecondApproval"
     FROM players player
     JOIN brand_protection brand ON brand.brand_id = player.brand_id
     JOIN currencies currency ON currency.code = brand.base_currency
     CROSS JOIN LATERAL (SELECT protection_recent_approved_deposits(player.id, brand.base_currency)
                           AS amount) recent
     WHERE player.id = $1`,
    [playerId],
  );
  const [standing] = rows;
  if (standing === undefined) throw new Error(`No brand protection for player ${playerId}`);
  return standing;
}

export interface ReviewDocument {
  documentId: string;
  documentType: DocumentType;
  mime: KycReviewDocument['mime'];
  uploadedAt: Date;
  accepted: boolean;
}

export interface VerificationReview extends QueuedVerification {
  status: VerificationStatus;
  documents: ReviewDocument[];
}

/** One player's verification with its documents; null for a player who never submitted any. */
export async function findVerificationReview(
  db: Queryable,
  playerId: string,
): Promise<VerificationReview | null> {
  const { rows } = await db.query<VerificationReview>(
    `SELECT ${QUEUE_COLUMNS}, verification.status
     FROM player_verifications verification
     JOIN players player ON player.id = verification.player_id
     WHERE player.id = $1`,
    [playerId],
  );
  const [review] = rows;
  if (review === undefined) return null;
  const { rows: documents } = await db.query<ReviewDocument>(
    `SELECT id AS "documentId", document_type AS "documentType", mime,
            created_at AS "uploadedAt", accepted_at IS NOT NULL AS accepted
     FROM kyc_documents WHERE player_id = $1 ORDER BY created_at, id`,
    [playerId],
  );
  return { ...review, documents };
}

export type KycApproval = 'first of two' | 'final';

/**
 * Which approval `by` gives this locked, submitted verification: above the AML threshold the
 * first is recorded and the same approver cannot give the second (errorCode 31).
 */
export async function kycApprovalBy(
  client: pg.PoolClient,
  playerId: string,
  by: string,
): Promise<KycApproval> {
  if (!(await findAmlStanding(client, playerId)).needsSecondApproval) return 'final';
  const { rows } = await client.query<{ firstApprovedBy: string | null }>(
    'SELECT first_approved_by AS "firstApprovedBy" FROM player_verifications WHERE player_id = $1',
    [playerId],
  );
  const firstApprovedBy = rows[0]?.firstApprovedBy ?? null;
  if (firstApprovedBy === null) {
    await client.query(
      `UPDATE player_verifications SET first_approved_by = $2, first_approved_at = now()
       WHERE player_id = $1`,
      [playerId, by],
    );
    return 'first of two';
  }
  if (firstApprovedBy === by) {
    throw new ApiError(
      ErrorCode.secondApproverRequired,
      `${by} gave the first approval; another staff member must give the second`,
    );
  }
  return 'final';
}

/** The address the player gave with a proof of address, kept for the reviewer. */
export async function storeVerificationAddress(
  db: Queryable,
  playerId: string,
  address: string,
): Promise<void> {
  await db.query('UPDATE player_verifications SET address = $2 WHERE player_id = $1', [
    playerId,
    address,
  ]);
}

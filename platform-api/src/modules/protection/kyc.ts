// Identity verification (KYC): none → submitted (documents uploaded) → verified | rejected (with
// a reason from the closed list, and the documents that were fine accepted: a type accepted is
// never asked for again). Approval screens the player's name and date of birth against the sanctions/PEP
// list; a match holds the verification for a manual review. An identity of a person timed out or
// self-excluded on another account is rejected, and the account excluded with it
// (docs/protection.md).

import type { DocumentRejectionReason } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import type { ReceiptStore, StoredFileMime } from '../../http/uploads.js';
import { findExclusionOfPerson, type PersonExclusion } from '../../identity/persons.js';
import {
  acceptKycDocuments,
  endLoginSessions,
  insertExclusion,
  findScreeningFacts,
  findVerification,
  insertHistory,
  insertKycDocument,
  listKycDocuments,
  storeVerification,
  type DocumentType,
  type Verification,
} from './repository.js';
import { kycApprovalBy, storeVerificationAddress } from './kyc-review.js';
import type { ScreeningList } from './screening.js';

export interface UploadedDocument {
  documentType: DocumentType;
  /** The legal name on the document, when the player gives it. */
  fullName: string | null;
  /** The address a proof of address shows, when the player gives it. */
  address: string | null;
  bytes: Buffer;
  mime: StoredFileMime;
}

/** Stores one document and marks the verification submitted for an operator to review. */
export async function submitDocument(
  pool: pg.Pool,
  store: ReceiptStore,
  playerId: string,
  document: UploadedDocument,
): Promise<Verification> {
  let savedFile: string | undefined;
  try {
    return await withTransaction(pool, async (client) => {
      const current = await findVerification(client, playerId, true);
      if (current.status === 'verified') throw badRequestError('Your identity is already verified');
      const documents = await listKycDocuments(client, playerId);
      if (documents.some((kept) => kept.accepted && kept.documentType === document.documentType)) {
        throw badRequestError(
          `Your ${document.documentType} is already accepted: send only the others`,
        );
      }
      const saved = await store.save(document.bytes, document.mime);
      savedFile = saved.file;
      await insertKycDocument(client, { playerId, documentType: document.documentType, ...saved });
      const submitted: Verification = {
        status: 'submitted',
        fullName: document.fullName ?? current.fullName,
        reason: null,
        reasonCode: null,
        screeningMatch: null,
      };
      await storeVerification(client, playerId, submitted);
      if (document.address !== null) {
        await storeVerificationAddress(client, playerId, document.address);
      }
      await insertHistory(client, {
        playerId,
        action: 'verification_submitted',
        details: { documentType: document.documentType },
        actor: 'player',
      });
      return submitted;
    });
  } catch (error) {
    // The transaction rolled back, so nothing points at the file any more.
    if (savedFile !== undefined) await store.remove(savedFile);
    throw error;
  }
}

async function lockSubmitted(client: pg.PoolClient, playerId: string): Promise<Verification> {
  const verification = await findVerification(client, playerId, true);
  if (verification.status === 'none') {
    throw notFoundError(`Player ${playerId} has submitted no documents`);
  }
  if (verification.status !== 'submitted') {
    throw new ApiError(
      ErrorCode.alreadyDecided,
      `The verification of ${playerId} is already ${verification.status}`,
    );
  }
  return verification;
}

/** A verification as a decision leaves it: with the first of two approvals, while it waits. */
export interface DecidedVerification extends Verification {
  firstApprovedBy: string | null;
}

/**
 * Verifies the player's identity once the screening list does not name it. A match is recorded
 * and refused (errorCode 43) until the operator approves again with `screeningReviewed`. Once
 * the player's approved deposits reached the brand's AML threshold, the first approval waits for
 * a second staff member's (four eyes).
 */
export async function approveVerification(
  pool: pg.Pool,
  screening: ScreeningList,
  playerId: string,
  { screeningReviewed, by }: { screeningReviewed: boolean; by: string },
): Promise<DecidedVerification> {
  const facts = await findScreeningFacts(pool, playerId);
  const outcome = await withTransaction(pool, async (client) => {
    const verification = await lockSubmitted(client, playerId);
    const fullName = verification.fullName ?? facts?.bankAccountName ?? null;
    if (facts === null || fullName === null) {
      throw badRequestError('The player gave no name to screen; reject and ask for one');
    }
    const exclusion = await findExclusionOfPerson(
      client,
      facts.brandId,
      { fullName, dateOfBirth: facts.dateOfBirth },
      playerId,
    );
    if (exclusion !== null) {
      await rejectExcludedIdentity(client, playerId, { ...verification, fullName }, exclusion);
      return { excludedBy: exclusion.message } as const;
    }
    const screeningMatch = await screening.match({ fullName, dateOfBirth: facts.dateOfBirth });
    if (screeningMatch !== null && !screeningReviewed) {
      await storeVerification(client, playerId, { ...verification, screeningMatch });
      await insertHistory(client, {
        playerId,
        action: 'screening_match',
        details: { screeningMatch },
        actor: 'system',
      });
      return { blockedBy: screeningMatch } as const;
    }
    if ((await kycApprovalBy(client, playerId, by)) === 'first of two') {
      await insertHistory(client, {
        playerId,
        action: 'verification_first_approval',
        details: { by },
        actor: 'operator',
      });
      return { verified: { ...verification, screeningMatch, firstApprovedBy: by } } as const;
    }
    const verified: DecidedVerification = {
      status: 'verified',
      fullName,
      reason: null,
      reasonCode: null,
      screeningMatch,
      firstApprovedBy: null,
    };
    const { firstApprovedBy: _, ...stored } = verified;
    await storeVerification(client, playerId, stored);
    await acceptKycDocuments(client, playerId, null);
    await insertHistory(client, {
      playerId,
      action: 'verification_approved',
      details: { screeningMatch },
      actor: 'operator',
    });
    return { verified } as const;
  });
  if ('excludedBy' in outcome) {
    throw new ApiError(
      ErrorCode.playerExcluded,
      `${outcome.excludedBy}: this identity cannot be verified`,
    );
  }
  if ('blockedBy' in outcome) {
    throw new ApiError(
      ErrorCode.screeningMatch,
      `The player matches the screening list (${outcome.blockedBy}): review it, then approve ` +
        'with screeningReviewed',
    );
  }
  return outcome.verified;
}

/**
 * One account per person: the identity of a person excluded on another account is rejected, and
 * this account excluded until the same end, its login sessions ended.
 */
async function rejectExcludedIdentity(
  client: pg.PoolClient,
  playerId: string,
  verification: Verification,
  exclusion: PersonExclusion,
): Promise<void> {
  await storeVerification(client, playerId, {
    ...verification,
    status: 'rejected',
    reason: exclusion.message,
    reasonCode: null,
  });
  await insertHistory(client, {
    playerId,
    action: 'verification_rejected',
    details: { reason: exclusion.message, sameIdentityAs: exclusion.id },
    actor: 'system',
  });
  await insertExclusion(client, {
    playerId,
    kind: exclusion.kind,
    endsAt: exclusion.endsAt,
    allBrands: exclusion.allBrands,
    extendsExclusionId: exclusion.id,
  });
  await insertHistory(client, {
    playerId,
    action: exclusion.kind,
    details: {
      endsAt: exclusion.endsAt,
      allBrands: exclusion.allBrands,
      sameIdentityAs: exclusion.id,
    },
    actor: 'system',
  });
  await endLoginSessions(client, [playerId]);
}

export interface Rejection {
  reason: DocumentRejectionReason;
  /** For staff only: never shown to the player. */
  note: string | null;
  /** The document types that were fine: accepted, never asked for again. */
  acceptedDocuments: readonly DocumentType[];
}

export async function rejectVerification(
  pool: pg.Pool,
  playerId: string,
  { reason, note, acceptedDocuments }: Rejection,
): Promise<Verification> {
  return withTransaction(pool, async (client) => {
    const verification = await lockSubmitted(client, playerId);
    const uploaded = new Set((await listKycDocuments(client, playerId)).map((d) => d.documentType));
    const missing = acceptedDocuments.find((type) => !uploaded.has(type));
    if (missing !== undefined) {
      throw badRequestError(`The player sent no ${missing} to accept`);
    }
    const rejected: Verification = {
      ...verification,
      status: 'rejected',
      reason,
      reasonCode: reason,
    };
    await storeVerification(client, playerId, rejected, note);
    await acceptKycDocuments(client, playerId, acceptedDocuments);
    await insertHistory(client, {
      playerId,
      action: 'verification_rejected',
      details: { reason, acceptedDocuments },
      actor: 'operator',
    });
    return rejected;
  });
}

// A player as the back office shows it: identity, balances, verification, block, referral and a
// summary of its protection (the full one is GET players/:playerId/protection).

import type { PlayerProfile, PlayerSummary } from '@croupier/contracts';
import type pg from 'pg';

import { findExclusionInForce, findVerification, listKycDocuments } from '../protection/index.js';
import { walletEntries } from '../wallet/index.js';
import { blockOf } from './blocking.js';
import { findPlayerRecord, type PlayerRow } from './repository.js';

export const summaryOf = (row: PlayerRow): PlayerSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  blockedAt: row.blockedAt?.toISOString() ?? null,
});

const isZero = (amount: string) => /^0(\.0*)?$/.test(amount);

export async function loadProfile(db: pg.Pool, playerId: string): Promise<PlayerProfile | null> {
  const record = await findPlayerRecord(db, playerId);
  if (record === null) return null;
  const [wallets, verification, documents, exclusion] = await Promise.all([
    walletEntries(db, playerId),
    findVerification(db, playerId),
    listKycDocuments(db, playerId),
    findExclusionInForce(db, playerId),
  ]);
  const { blockedReason, blockedBy, referralCode, referrer, referredCount, limitCount, ...player } =
    record;
  return {
    ...summaryOf(player),
    dateOfBirth: player.dateOfBirth,
    bankName: player.bankName,
    bankAccountName: player.bankAccountName,
    bankAccountNumber: player.bankAccountNumber,
    block: blockOf({ blockedAt: player.blockedAt, blockedReason, blockedBy }),
    balances: Object.values(wallets)
      .filter(
        (wallet) =>
          wallet.currency === player.currency ||
          !isZero(wallet.totalBalance) ||
          !isZero(wallet.heldBalance),
      )
      .map((wallet) => ({
        currency: wallet.currency,
        available: wallet.totalBalance,
        held: wallet.heldBalance,
      })),
    verification: {
      ...verification,
      documents: documents.map((document) => ({
        ...document,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
    },
    referral: { referralCode, referredBy: referrer, referredCount },
    protection: {
      exclusion:
        exclusion === null
          ? null
          : { kind: exclusion.kind, endsAt: exclusion.endsAt.toISOString() },
      limitCount,
    },
  };
}

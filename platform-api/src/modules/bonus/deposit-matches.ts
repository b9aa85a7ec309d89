// Deposit matches (docs/bonus.md#offer-kinds-and-how-a-player-gets-one): the offer chosen on the
// deposit form is checked when the deposit is requested, recorded with it, and granted when the
// deposit is approved if the player is still eligible then.

import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { ApiError, ErrorCode } from '../../http/errors.js';
import { Money } from '../../money/amounts.js';
import { findOffer, findPlayerStanding } from './grant-repository.js';
import { grantOffer, notEligible } from './grants.js';

/**
 * Refuses (errorCode 48, with the rule) a deposit-match offer the deposit could not get: another
 * brand's, not a match, closed, not in the currency, below its minimum, or a welcome offer after a
 * first deposit.
 */
export async function checkDepositOffer(
  client: pg.PoolClient,
  deposit: { playerId: string; offerId: string; currency: string; amount: Decimal },
): Promise<void> {
  const [offer, standing] = await Promise.all([
    findOffer(client, deposit.offerId),
    findPlayerStanding(client, deposit.playerId),
  ]);
  if (offer === null || standing === null || offer.brandId !== standing.brandId) {
    throw notEligible('unknown', 'No such offer');
  }
  if (offer.kind !== 'welcome' && offer.kind !== 'reload') {
    throw notEligible('route', 'This offer is not a deposit match');
  }
  const now = new Date();
  if (
    offer.status !== 'active' ||
    offer.validFrom > now ||
    (offer.validUntil !== null && offer.validUntil <= now)
  ) {
    throw notEligible('window', 'The offer is not open now');
  }
  const terms = offer.terms.currencies[deposit.currency];
  if (terms === undefined) {
    throw notEligible('currency', `The offer is not given in ${deposit.currency}`, {
      currency: deposit.currency,
    });
  }
  if (terms.minDeposit !== undefined && deposit.amount.lt(terms.minDeposit)) {
    throw notEligible('minDeposit', 'The deposit is below the offer’s minimum', {
      amount: terms.minDeposit,
      currency: deposit.currency,
    });
  }
  if (offer.kind === 'welcome' && standing.approvedDeposits > 0) {
    throw notEligible('firstDeposit', 'The welcome offer matches the first deposit only');
  }
}

/**
 * The grant of an approved deposit's chosen offer, in the approval's transaction; a player no
 * longer eligible (another deposit approved first, the offer archived, claimed already, a
 * protection rule) gets none, and the deposit is approved all the same.
 */
export async function grantDepositMatch(
  client: pg.PoolClient,
  deposit: {
    playerId: string;
    depositId: string;
    offerId: string;
    currency: string;
    amount: string;
    scale: number;
  },
): Promise<void> {
  const offer = await findOffer(client, deposit.offerId);
  if (offer === null) return;
  try {
    await grantOffer(client, {
      playerId: deposit.playerId,
      offer,
      currency: deposit.currency,
      scale: deposit.scale,
      basis: { kind: 'deposit', depositId: deposit.depositId, amount: new Money(deposit.amount) },
    });
  } catch (error) {
    if (error instanceof ApiError && isIneligibility(error.errorCode)) return;
    throw error;
  }
}

const isIneligibility = (code: ErrorCode) =>
  code === ErrorCode.bonusNotEligible ||
  code === ErrorCode.playerBlocked ||
  code === ErrorCode.playerExcluded;

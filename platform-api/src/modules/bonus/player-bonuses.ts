// The player's side of the bonus engine (docs/bonus.md#player-api): the offers they can take, a
// claim by offer or code, their own grants and entries, and forfeiting a grant.

import type {
  BonusClaimRequest,
  BonusGrant,
  BonusOffer,
  BonusOfferKind,
} from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { notFoundError } from '../../http/errors.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import { findCurrencyWithLimits } from '../wallet/index.js';
import {
  countPlayerGrants,
  findGrantOwner,
  findOffer,
  findOfferByCode,
  findPlayerStanding,
  listOpenOffers,
  type OfferRow,
} from './grant-repository.js';
import { forfeitGrant, grantOffer, notEligible } from './grants.js';

const CLAIM_ROUTES: Record<BonusOfferKind, BonusOffer['claimBy']> = {
  welcome: 'deposit',
  reload: 'deposit',
  no_deposit: 'optIn',
  cashback: 'automatic',
  manual: 'staff',
};

export function toBonusOffer(offer: OfferRow): BonusOffer {
  return {
    offerId: offer.id,
    kind: offer.kind,
    name: offer.name,
    claimBy: CLAIM_ROUTES[offer.kind],
    terms: offer.terms,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil?.toISOString() ?? null,
  };
}

export interface PlayerRef {
  id: string;
  brandId: string;
  /** The player's active wallet: the currency a claim is granted in. */
  currency: string;
}

/**
 * The brand's open offers the player could take in their active wallet's currency: not a welcome
 * offer once a deposit was approved, nor an offer taken as often as it allows.
 */
export async function offersFor(db: pg.Pool, player: PlayerRef): Promise<BonusOffer[]> {
  const offers = await listOpenOffers(db, player.brandId);
  const standing = await findPlayerStanding(db, player.id);
  const open: BonusOffer[] = [];
  for (const offer of offers) {
    if (offer.kind === 'manual' || !(player.currency in offer.terms.currencies)) continue;
    if (offer.kind === 'welcome' && (standing?.approvedDeposits ?? 0) > 0) continue;
    if ((await countPlayerGrants(db, player.id, offer.id)) >= offer.terms.claimsPerPlayer) continue;
    open.push(toBonusOffer(offer));
  }
  return open;
}

/** `bonus/claim`: an opt-in offer by its id or by its code, granted in the active wallet. */
export async function claimOffer(
  db: pg.Pool,
  walletEvents: OutboxRelay,
  player: PlayerRef,
  claim: BonusClaimRequest,
): Promise<BonusGrant> {
  const offer =
    'code' in claim
      ? await findOfferByCode(db, player.brandId, claim.code)
      : await findOffer(db, claim.offerId);
  if (offer === null || offer.brandId !== player.brandId) {
    throw notEligible('unknown', 'No such offer');
  }
  if (CLAIM_ROUTES[offer.kind] !== 'optIn') {
    throw notEligible('route', 'This offer is not claimed this way');
  }
  const currency = await findCurrencyWithLimits(db, player.currency);
  if (currency === null) throw notFoundError(`Unknown currency ${player.currency}`);
  return deliverAfterCommit(walletEvents, () =>
    withTransaction(db, (client) =>
      grantOffer(client, {
        playerId: player.id,
        offer,
        currency: currency.currency,
        scale: currency.scale,
        basis: { kind: 'claim' },
      }),
    ),
  );
}

/** `bonus/forfeit`: the player cancels one of their own grants. */
export async function forfeitOwnGrant(
  db: pg.Pool,
  walletEvents: OutboxRelay,
  playerId: string,
  grantId: string,
): Promise<BonusGrant> {
  const owner = await findGrantOwner(db, grantId);
  if (owner === null || owner.playerId !== playerId) throw notFoundError('No such grant');
  return deliverAfterCommit(walletEvents, () =>
    withTransaction(db, (client) => forfeitGrant(client, { id: grantId, ...owner }, 'player')),
  );
}

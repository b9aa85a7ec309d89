// The bonus engine's grants (docs/bonus.md): made from an offer for a player (eligibility, amount,
// the house-to-grant transfer, pending behind an active one), and ended by forfeit or expiry
// (SQL bonus_end_grant, the same function the bet path converts with). Every path locks the
// player's real-money account first, then the grant's: the order the game-wallet core locks in.

import type { BonusGrant, BonusOfferTerms, ErrorParams } from '@croupier/contracts';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';

import { ApiError, ErrorCode } from '../../http/errors.js';
import { brandUsername } from '../../identity/usernames.js';
import { Money } from '../../money/amounts.js';
import { accountIds, houseAccount, playerAccount, transfer } from '../ledger/index.js';
import { checkBonus } from '../protection/index.js';
import { addOutboxEvent } from '../wallet-events/index.js';
import {
  countPlayerGrants,
  endGrant,
  findBrandSpendingOrder,
  findGrant,
  findGrantIdBySource,
  findPlayerStanding,
  insertGrant,
  insertGrantAccount,
  insertGrantEntry,
  listOpenGrants,
  lockPlayerAccount,
  type OfferRow,
} from './grant-repository.js';

/** What the grant is made for: a deposit it matches, a cashback figure, or nothing (a fixed amount). */
export type GrantBasis =
  | { kind: 'deposit'; depositId: string; amount: Decimal }
  | { kind: 'cashback'; key: string; losses: Decimal }
  | { kind: 'claim' }
  | { kind: 'staff'; key: string }
  /** A game supplier's prize paid as bonus money (docs/hub88.md): granted as the amount it names. */
  | { kind: 'supplierPromo'; key: string; amount: Decimal };

export interface GrantRequest {
  playerId: string;
  offer: OfferRow;
  currency: string;
  /** The currency's decimal places. */
  scale: number;
  basis: GrantBasis;
}

/** A refusal naming the eligibility rule the offer failed; nothing is written. */
export const notEligible = (rule: string, message: string, params: ErrorParams = {}) =>
  new ApiError(ErrorCode.bonusNotEligible, message, {
    reason: 'bonusNotEligible',
    params: { rule, ...params },
  });

/**
 * Grants `offer` to the player on `client` (inside a transaction): checks eligibility, locks the
 * player's account, writes the grant (active, or pending behind the active one), its account, the
 * bonus_grant transfer from the house and the grant entry. Idempotent by its source (a deposit, a
 * cashback week, a staff key): a repeat answers the first grant. A claim is the player's n-th of
 * the offer, so two concurrent claims cannot both be the first. The player's balanceChanged goes
 * to the realtime outbox.
 */
export async function grantOffer(
  client: pg.PoolClient,
  request: GrantRequest,
): Promise<BonusGrant> {
  const { playerId, offer, currency, basis } = request;
  const standing = await findPlayerStanding(client, playerId);
  if (standing === null || standing.brandId !== offer.brandId) {
    throw notEligible('brand', 'The offer is not of the player’s brand');
  }
  await checkBonus(client, playerId);
  const [, houseBonusId] = await accountIds(client, [
    playerAccount(playerId, currency),
    houseAccount('bonus', currency),
  ]);
  await lockPlayerAccount(client, playerId, currency);
  const claims = await countPlayerGrants(client, playerId, offer.id);
  const sourceKey = sourceKeyOf(request, claims);
  const earlier = await findGrantIdBySource(client, sourceKey);
  if (earlier !== null) return (await findGrant(client, earlier))!;
  assertEligible(request, standing, claims);

  const terms = offer.terms;
  const currencyTerms = terms.currencies[currency]!;
  const granted = grantedAmount(request, terms);
  const freeSpins = terms.freeSpins?.spins ?? 0;
  if (!granted.gt(0) && freeSpins === 0)
    throw notEligible('amount', 'The offer gives nothing here');
  const base =
    terms.wageringBase === 'bonus_deposit' && basis.kind === 'deposit'
      ? granted.plus(basis.amount)
      : granted;
  const grantId = await insertGrant(client, {
    playerId,
    offerId: offer.id,
    currency,
    sourceKey,
    terms,
    spendingOrder: await findBrandSpendingOrder(client, offer.brandId),
    granted: granted.toFixed(),
    wageringRequired: new Money(terms.wageringMultiplier).times(base).toFixed(),
    maxBet: currencyTerms.maxBet ?? null,
    depositId: basis.kind === 'deposit' ? basis.depositId : null,
    freeSpins,
    freeSpinStake: freeSpins > 0 ? (currencyTerms.spinStake ?? null) : null,
  });
  const grantAccountId = await insertGrantAccount(client, grantId, currency);
  const transferId = granted.gt(0)
    ? (
        await transfer(client, {
          idempotencyKey: `bonus-grant:${grantId}`,
          kind: 'bonus_grant',
          postings: [
            { accountId: houseBonusId, amount: granted.negated() },
            { accountId: grantAccountId, amount: granted },
          ],
          meta: { grantId, offerId: offer.id },
        })
      ).transferId
    : null;
  await insertGrantEntry(client, grantId, granted.toFixed(), transferId);
  await announceBalanceChanged(client, playerId);
  return (await findGrant(client, grantId))!;
}

function sourceKeyOf({ playerId, offer, basis }: GrantRequest, claims: number): string {
  switch (basis.kind) {
    case 'deposit':
      return `deposit:${basis.depositId}`;
    case 'cashback':
      return `cashback:${basis.key}`;
    case 'staff':
      return `staff:${basis.key}`;
    case 'supplierPromo':
      return `supplier-promo:${basis.key}`;
    case 'claim':
      return `claim:${offer.id}:${playerId}:${claims + 1}`;
  }
}

function assertEligible(
  { offer, currency, basis }: GrantRequest,
  standing: { verified: boolean; approvedDeposits: number },
  claims: number,
): void {
  const now = new Date();
  if (
    offer.status !== 'active' ||
    offer.validFrom > now ||
    (offer.validUntil !== null && offer.validUntil <= now)
  ) {
    throw notEligible('window', 'The offer is not open now');
  }
  const currencyTerms = offer.terms.currencies[currency];
  if (currencyTerms === undefined) {
    throw notEligible('currency', `The offer is not given in ${currency}`, { currency });
  }
  // A supplier's prize is owed to the player whatever the offer's claim limit: the offer gives
  // its wagering only.
  if (basis.kind === 'supplierPromo' && offer.kind !== 'manual') {
    throw notEligible('route', 'Supplier promotions are granted with a manual offer');
  }
  if (basis.kind !== 'supplierPromo' && claims >= offer.terms.claimsPerPlayer) {
    throw notEligible('claims', 'The offer was already taken as often as it allows');
  }
  if (offer.terms.verifiedOnly && !standing.verified) {
    throw notEligible('verification', 'The offer needs a verified identity');
  }
  const isMatch = offer.kind === 'welcome' || offer.kind === 'reload';
  if (isMatch !== (basis.kind === 'deposit')) {
    throw notEligible('route', 'A deposit match is taken with a deposit, other offers without');
  }
  if ((offer.kind === 'cashback') !== (basis.kind === 'cashback')) {
    throw notEligible('route', 'Cashback is granted by its schedule');
  }
  if (basis.kind === 'deposit') {
    // Granted before its own approval is written: a welcome offer matches the first deposit only.
    if (offer.kind === 'welcome' && standing.approvedDeposits > 0) {
      throw notEligible('firstDeposit', 'The welcome offer matches the first deposit only');
    }
    if (currencyTerms.minDeposit !== undefined && basis.amount.lt(currencyTerms.minDeposit)) {
      throw notEligible('minDeposit', 'The deposit is below the offer’s minimum', {
        amount: currencyTerms.minDeposit,
        currency,
      });
    }
  }
}

/**
 * Matches and cashback: min(percent × the deposit or the losses, maxGrant), cut down to the
 * currency's scale; a supplier's prize: its amount; the other kinds: maxGrant.
 */
function grantedAmount({ basis, currency, scale }: GrantRequest, terms: BonusOfferTerms): Decimal {
  if (basis.kind === 'supplierPromo') return basis.amount;
  const maxGrant = new Money(terms.currencies[currency]!.maxGrant);
  if (basis.kind !== 'deposit' && basis.kind !== 'cashback') return maxGrant;
  const share = new Money(terms.percent ?? '0')
    .times(basis.kind === 'deposit' ? basis.amount : basis.losses)
    .dividedBy(100)
    .toDecimalPlaces(scale, Money.ROUND_DOWN);
  return Money.min(share, maxGrant);
}

/**
 * A grant's status changed: the player's screens hear it as a balance change (the bonusGrant feed
 * rereads their grants on each), even when no money moved with it.
 */
async function announceBalanceChanged(client: pg.PoolClient, playerId: string): Promise<void> {
  const { rows } = await client.query<{ brandId: string; username: string }>(
    'SELECT brand_id AS "brandId", username FROM players WHERE id = $1',
    [playerId],
  );
  const player = rows[0]!;
  await addOutboxEvent(
    client,
    {
      kind: 'balanceChanged',
      playerId,
      brandUsername: brandUsername(player.brandId, player.username),
    },
    playerId,
  );
}

/**
 * Forfeits one grant with `reason` (its bonus money back to the house, one transfer), then the
 * next pending grant becomes active. A grant already ended is answered as it is.
 */
export async function forfeitGrant(
  client: pg.PoolClient,
  grant: { id: string; playerId: string; currency: string },
  reason: string,
): Promise<BonusGrant> {
  await lockPlayerAccount(client, grant.playerId, grant.currency);
  if ((await endGrant(client, grant.id, 'forfeited', reason)) !== null) {
    await announceBalanceChanged(client, grant.playerId);
  }
  return (await findGrant(client, grant.id))!;
}

/**
 * Forfeits every pending and active grant of the player (in `currency`, or in all), pending ones
 * first so none becomes active on the way: a confirmed withdrawal, a self-exclusion, a time-out or
 * a block. Returns the bonus money forfeited per currency.
 */
export async function forfeitOpenGrants(
  client: pg.PoolClient,
  playerId: string,
  currency: string | null,
  reason: string,
): Promise<Map<string, Decimal>> {
  const forfeited = new Map<string, Decimal>();
  const currencies = currency !== null ? [currency] : await openGrantCurrencies(client, playerId);
  for (const each of currencies.toSorted()) {
    await lockPlayerAccount(client, playerId, each);
    for (const grant of await listOpenGrants(client, playerId, each)) {
      const moved = await endGrant(client, grant.id, 'forfeited', reason);
      if (moved !== null) {
        forfeited.set(each, (forfeited.get(each) ?? new Money(0)).plus(moved));
      }
    }
  }
  if (forfeited.size > 0) await announceBalanceChanged(client, playerId);
  return forfeited;
}

async function openGrantCurrencies(client: pg.PoolClient, playerId: string): Promise<string[]> {
  const grants = await listOpenGrants(client, playerId, null);
  return [...new Set(grants.map((grant) => grant.currency))];
}

/** The bonus money the player's open grants in `currency` hold: what a withdrawal would forfeit. */
export async function openBonusMoney(
  db: pg.PoolClient | pg.Pool,
  playerId: string,
  currency: string,
): Promise<Decimal> {
  const grants = await listOpenGrants(db, playerId, currency);
  return grants.reduce((sum, grant) => sum.plus(grant.bonusBalance), new Money(0));
}

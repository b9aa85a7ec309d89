// Supplier promotions (Hub88's changelog, May 2025; docs/hub88.md#supplier-promotions): a game
// supplier pays a prize through the wallet calls with `is_supplier_promo`, a zero bet and its win
// or a win alone, maybe after the token expired. The brand's policy says how: real money, bonus
// money (a grant of its chosen manual offer, through the bonus engine's grantOffer), or refused.

import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { Money } from '../../money/amounts.js';
import { findOffer, grantOffer } from '../bonus/index.js';
import { playerBalance } from '../gateway/index.js';
import { amountOfUnits } from './amounts.js';
import { answerWithBalance, refusal, sessionOf } from './sessions.js';
import { findPlayerPolicy } from './supplier-promo-policy.js';
import type { BetRequest, WalletAnswer, WinRequest } from './wallet-schemas.js';
import { applyWalletCall, type TokenSession, type WalletOutcome } from './wallet-repository.js';
import { answerOutcome, hashOf, transaction, type WalletContext } from './wallet-transaction.js';
import { winQuery } from './win-query.js';

/** Hub88's documented generic refusal: a brand that refuses supplier promotions answers it. */
const REFUSED = 'RS_ERROR_UNKNOWN';

/**
 * A promotion's opening bet: it must stake nothing, and it is taken whether or not the token has
 * expired, unless the brand refuses supplier promotions.
 */
export function promoBet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  return transaction(context, request, async (session) => {
    if (amount !== 0) return 'RS_ERROR_WRONG_TYPES';
    if ((await findPlayerPolicy(context.db, session.playerId)).policy === 'refuse') return REFUSED;
    return {
      name: 'hub88-promo-bet',
      text: 'hub88_promo_bet($1, $2, $3, $4, $5, $6, $7, $8)',
      values: [
        session.gpid,
        session.sessionId,
        request.transaction_uuid,
        round,
        game_code,
        currency,
        request.round_closed === true,
        hashOf(['promo-bet', user, round, game_code, currency]),
      ],
    };
  });
}

/** A promotion's win, with or without the zero bet it names, paid by the brand's policy. */
export async function promoWin(context: WalletContext, request: WinRequest): Promise<WalletAnswer> {
  const session = await sessionOf(context.db, request);
  if (typeof session === 'string') return refusal(request, session);
  const { policy, bonusOfferId } = await findPlayerPolicy(context.db, session.playerId);
  if (policy === 'refuse') return answerWithBalance(context.db, request, REFUSED, session);
  if (policy === 'bonus') {
    const outcome = await bonusWin(context.db, request, session, bonusOfferId!);
    return answerOutcome(context, request, session, outcome);
  }
  const reference = request.reference_transaction_uuid;
  return transaction(context, request, (current) =>
    reference === undefined
      ? realWinQuery(request, current)
      : winQuery(request, current, reference),
  );
}

/** The call's hash, whichever policy pays it: a retry after the policy changed is still a repeat. */
function promoWinHash(request: WinRequest): Buffer {
  const { user, round, game_code, currency, amount, reference_transaction_uuid } = request;
  return reference_transaction_uuid === undefined
    ? hashOf(['promo-win', user, round, game_code, currency, amount])
    : hashOf(['win', user, round, game_code, currency, amount, reference_transaction_uuid]);
}

/** A win without a bet paid as real money into its round, made if new (hub88_promo_win). */
function realWinQuery(request: WinRequest, session: TokenSession): pg.QueryConfig {
  return {
    name: 'hub88-promo-win',
    text: 'hub88_promo_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      request.round,
      request.currency,
      amountOfUnits(request.amount),
      request.round_closed === true,
      {
        aggregator: 'hub88',
        gpid: session.gpid,
        transactionId: request.transaction_uuid,
        roundId: request.round,
        supplierPromo: promoReferenceOf(request.meta),
      },
      promoWinHash(request),
    ],
  };
}

/**
 * Bonus money: the call is claimed and its round records the win (hub88_promo_bonus_win), and the
 * amount is granted with the brand's offer, in one transaction: a grant refused (the offer closed,
 * the player barred from bonuses) refuses the call and nothing is written. The stored answer is the
 * balance after the grant, so repeats answer it.
 */
async function bonusWin(
  db: pg.Pool,
  request: WinRequest,
  session: TokenSession,
  offerId: string,
): Promise<WalletOutcome> {
  return withTransaction(db, async (client) => {
    const claimed = await applyWalletCall(client, {
      name: 'hub88-promo-bonus-win',
      text: 'hub88_promo_bonus_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      values: [
        session.gpid,
        session.sessionId,
        request.transaction_uuid,
        request.round,
        request.currency,
        request.reference_transaction_uuid ?? null,
        amountOfUnits(request.amount),
        request.round_closed === true,
        promoWinHash(request),
      ],
    });
    if (claimed.status !== 'RS_OK' || claimed.moved === null) return claimed;
    const offer = await findOffer(client, offerId);
    if (offer === null) throw new Error(`No offer ${offerId}`);
    await grantOffer(client, {
      playerId: session.playerId,
      offer,
      currency: session.currency,
      scale: session.scale,
      basis: {
        kind: 'supplierPromo',
        key: `hub88:${session.gpid}:${request.transaction_uuid}`,
        amount: new Money(amountOfUnits(request.amount)),
      },
    });
    const balance = await playerBalance(client, session.playerId, session.currency);
    await client.query(
      `UPDATE provider_transactions SET response = jsonb_set(response, '{balance}', to_jsonb($3::text))
       WHERE gpid = $1 AND transaction_id = $2`,
      [session.gpid, request.transaction_uuid, balance],
    );
    return { ...claimed, answer: { ...claimed.answer, balance } };
  });
}

/** The supplier's promotion reference, when `meta.supplier_promo_info` carries one. */
function promoReferenceOf(meta: WinRequest['meta']): string | true {
  const info = (meta as { supplier_promo_info?: { promo_reference?: unknown } } | null | undefined)
    ?.supplier_promo_info;
  return typeof info?.promo_reference === 'string' ? info.promo_reference : true;
}

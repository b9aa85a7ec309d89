// The rules of Hub88's wallet calls. A token resolves to the provider session its launch opened;
// bets, wins and rollbacks then run as one SQL statement each, idempotent by transaction_uuid.
// Refusals answer a Hub88 status, with the balance whenever the player is known.

import type pg from 'pg';

import { sha256 } from '../../security/tokens.js';
import { recordNegativeBalanceAttempt } from '../compliance/index.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import { amountOfUnits, unitsOfAmount } from './amounts.js';
import { answerWithBalance, refusal, sessionOf, type Identified } from './sessions.js';
import type { Hub88Status } from './statuses.js';
import type { BetRequest, RollbackRequest, WalletAnswer, WinRequest } from './wallet-schemas.js';
import {
  applyWalletCall,
  insertBilling,
  type TokenSession,
  type WalletOutcome,
} from './wallet-repository.js';

/** A token's session lasts this long after the launch or its last bet. */
export const HUB88_SESSION_TTL_SECONDS = 30 * 60;

export interface WalletContext {
  db: pg.Pool;
  events: OutboxRelay;
}

export async function bet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  if (request.is_supplier_promo === true) return promoBet(context, request);
  // A free round of a reward Croupier created names its grant; one without (a reward made at Hub88
  // directly) is the zero bet it always was.
  if (request.is_free === true && operatorReferenceOf(request.meta) !== null) {
    return freeBet(context, request);
  }
  return transaction(context, request, (session) => ({
    name: 'hub88-bet',
    text: 'hub88_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      round,
      game_code,
      currency,
      amountOfUnits(amount),
      request.round_closed === true,
      hashOf(['bet', user, round, game_code, currency, amount]),
      HUB88_SESSION_TTL_SECONDS,
    ],
  }));
}

export async function win(context: WalletContext, request: WinRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount, reference_transaction_uuid } = request;
  if (reference_transaction_uuid === undefined) {
    if (request.is_supplier_promo !== true) return refusal(request, 'RS_ERROR_WRONG_SYNTAX');
    return promoWin(context, request);
  }
  if (operatorReferenceOf(request.meta) !== null) {
    return freeWin(context, request, reference_transaction_uuid);
  }
  return transaction(context, request, (session) => ({
    name: 'hub88-win',
    text: 'hub88_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      round,
      currency,
      reference_transaction_uuid,
      amountOfUnits(amount),
      request.round_closed === true,
      hashOf(['win', user, round, game_code, currency, amount, reference_transaction_uuid]),
    ],
  }));
}

export async function rollback(
  context: WalletContext,
  request: RollbackRequest,
): Promise<WalletAnswer> {
  const { user, reference_transaction_uuid } = request;
  return transaction(context, request, (session) => ({
    name: 'hub88-rollback',
    text: 'hub88_rollback($1, $2, $3, $4, $5)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      reference_transaction_uuid,
      hashOf(['rollback', user, reference_transaction_uuid]),
    ],
  }));
}

/**
 * A supplier promotion's opening bet (docs/hub88.md#supplier-promotions): it must stake nothing,
 * and it is taken whether or not the token has expired.
 */
function promoBet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  return transaction(context, request, (session) =>
    amount === 0
      ? {
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
        }
      : 'RS_ERROR_WRONG_TYPES',
  );
}

/**
 * A free round's opening bet (docs/hub88.md#free-rounds): it stakes nothing and names its
 * free-spin grant in `meta.operator_reference`.
 */
function freeBet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  const grantReference = operatorReferenceOf(request.meta) ?? '';
  return transaction(context, request, (session) =>
    amount !== 0
      ? 'RS_ERROR_WRONG_TYPES'
      : {
          name: 'hub88-free-bet',
          text: 'hub88_free_bet($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          values: [
            session.gpid,
            session.sessionId,
            request.transaction_uuid,
            round,
            game_code,
            currency,
            grantReference,
            hashOf(['free-bet', user, round, game_code, currency, grantReference]),
            HUB88_SESSION_TTL_SECONDS,
          ],
        },
  );
}

/** A free round's win: the grant's spin, played by the bonus engine's free-spin path. */
function freeWin(
  context: WalletContext,
  request: WinRequest,
  referenceTransactionUuid: string,
): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  return transaction(context, request, (session) => ({
    name: 'hub88-free-win',
    text: 'hub88_free_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      round,
      currency,
      referenceTransactionUuid,
      amountOfUnits(amount),
      hashOf(['free-win', user, round, game_code, currency, amount, referenceTransactionUuid]),
      HUB88_SESSION_TTL_SECONDS,
    ],
  }));
}

/** The grant a free round books to: `meta.operator_reference`, Croupier's id for the reward. */
function operatorReferenceOf(meta: BetRequest['meta']): string | null {
  const reference = (meta as { operator_reference?: unknown } | null | undefined)
    ?.operator_reference;
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/** A supplier promotion's win without a bet: real money into its round, made if new. */
function promoWin(context: WalletContext, request: WinRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  return transaction(context, request, (session) => ({
    name: 'hub88-promo-win',
    text: 'hub88_promo_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      round,
      currency,
      amountOfUnits(amount),
      request.round_closed === true,
      {
        aggregator: 'hub88',
        gpid: session.gpid,
        transactionId: request.transaction_uuid,
        roundId: round,
        supplierPromo: promoReferenceOf(request.meta),
      },
      hashOf(['promo-win', user, round, game_code, currency, amount]),
    ],
  }));
}

/** The supplier's promotion reference, when `meta.supplier_promo_info` carries one. */
function promoReferenceOf(meta: WinRequest['meta']): string | true {
  const info = (meta as { supplier_promo_info?: { promo_reference?: unknown } } | null | undefined)
    ?.supplier_promo_info;
  return typeof info?.promo_reference === 'string' ? info.promo_reference : true;
}

/** Applies one call through its SQL function; tells the player's screens after the commit. */
async function transaction(
  { db, events }: WalletContext,
  request: Identified,
  query: (session: TokenSession) => pg.QueryConfig | Hub88Status,
): Promise<WalletAnswer> {
  const session = await sessionOf(db, request);
  if (typeof session === 'string') return refusal(request, session);
  const built = query(session);
  // A call refused for what it carries answers with the player's balance, and moves nothing.
  if (typeof built === 'string') return answerWithBalance(db, request, built, session);
  const outcome: WalletOutcome = await applyWalletCall(db, built);
  if (outcome.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
    await recordNegativeBalanceAttempt(db, {
      playerId: session.playerId,
      component: 'games',
      actor: `provider:${session.gpid}`,
      reason: outcome.message,
      after: refusedCallOf(request as Partial<BetRequest>, session.currency),
    });
  }
  if (outcome.status !== 'RS_OK') return answerWithBalance(db, request, outcome.status, session);
  await recordBilling(db, session.gpid, request);
  // The call's events are in the outbox (ledger_post_transfer wrote them): deliver them soon.
  if (outcome.moved !== null) events.kick();
  return {
    user: request.user,
    status: 'RS_OK',
    request_uuid: request.request_uuid,
    currency: outcome.answer.currency,
    balance: unitsOfAmount(outcome.answer.balance),
  };
}

/** What a call refused for the player's balance asked for, as the significant event keeps it. */
function refusedCallOf(request: Partial<BetRequest>, currency: string) {
  return {
    transactionId: request.transaction_uuid,
    roundId: request.round,
    gameCode: request.game_code,
    currency,
    amount: request.amount === undefined ? undefined : amountOfUnits(request.amount),
  };
}

/**
 * Keeps what Hub88 says of the call's weight in GGR (is_billable, billable_amount), when it says
 * it, with the call: a retry records it if the first answer's recording was lost.
 */
async function recordBilling(db: pg.Pool, gpid: string, request: Identified): Promise<void> {
  const { transaction_uuid, is_billable, billable_amount } = request as Partial<WinRequest>;
  if (transaction_uuid === undefined) return;
  if (is_billable == null && billable_amount == null) return;
  await insertBilling(db, {
    gpid,
    transactionUuid: transaction_uuid,
    isBillable: is_billable ?? null,
    billableAmount: billable_amount == null ? null : amountOfUnits(billable_amount),
  });
}

/** Hash of a call's fields in a fixed order: equal bodies hash equal, whatever their key order. */
function hashOf(fields: unknown[]): Buffer {
  return sha256(JSON.stringify(fields));
}

// Runs one money-moving Hub88 wallet call: resolves the token's session, applies the call's SQL
// function (or answers the status its checks chose), records what Hub88 says of its GGR weight,
// and tells the player's screens after the commit.

import type pg from 'pg';

import { sha256 } from '../../security/tokens.js';
import { recordNegativeBalanceAttempt } from '../compliance/index.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import { amountOfUnits, unitsOfAmount } from './amounts.js';
import { answerWithBalance, refusal, sessionOf, type Identified } from './sessions.js';
import type { Hub88Status, RefusalStatuses } from './statuses.js';
import type { BetRequest, WalletAnswer, WinRequest } from './wallet-schemas.js';
import {
  applyWalletCall,
  insertBilling,
  type TokenSession,
  type WalletOutcome,
} from './wallet-repository.js';

export interface WalletContext {
  db: pg.Pool;
  events: OutboxRelay;
}

/** The call's SQL function, or the status a check refused it with before any SQL ran. */
export type BuiltCall = pg.QueryConfig | Hub88Status;

/** Applies one call through its SQL function on the token's session (`refusals`: its own statuses). */
export async function transaction(
  context: WalletContext,
  request: Identified,
  query: (session: TokenSession) => BuiltCall | Promise<BuiltCall>,
  refusals?: RefusalStatuses,
): Promise<WalletAnswer> {
  const session = await sessionOf(context.db, request);
  if (typeof session === 'string') return refusal(request, session);
  const built = await query(session);
  // A call refused for what it carries answers with the player's balance, and moves nothing.
  if (typeof built === 'string') return answerWithBalance(context.db, request, built, session);
  return answerOutcome(
    context,
    request,
    session,
    await applyWalletCall(context.db, built, refusals),
  );
}

/** The answer of an applied call; a refusal carries the balance and moved nothing. */
export async function answerOutcome(
  { db, events }: WalletContext,
  request: Identified,
  session: TokenSession,
  outcome: WalletOutcome,
): Promise<WalletAnswer> {
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
export function hashOf(fields: unknown[]): Buffer {
  return sha256(JSON.stringify(fields));
}

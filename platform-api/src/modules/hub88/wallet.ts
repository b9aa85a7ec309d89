// The rules of Hub88's wallet calls. A token resolves to the provider session its launch opened;
// bets, wins and rollbacks then run as one SQL statement each, idempotent by transaction_uuid.
// Refusals answer a Hub88 status, with the balance whenever the player is known.

import type pg from 'pg';

import { amountOfUnits } from './amounts.js';
import { refusal } from './sessions.js';
import { ROLLBACK_REFUSALS } from './statuses.js';
import { promoBet, promoWin } from './supplier-promos.js';
import { winQuery } from './win-query.js';
import type { BetRequest, RollbackRequest, WalletAnswer, WinRequest } from './wallet-schemas.js';
import { hashOf, transaction, type WalletContext } from './wallet-transaction.js';

export type { WalletContext } from './wallet-transaction.js';

/** A token's session lasts this long after the launch or its last bet. */
export const HUB88_SESSION_TTL_SECONDS = 30 * 60;

export async function bet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
  if (request.is_supplier_promo === true) return promoBet(context, request);
  // A free round of a reward Croupier created names its grant (meta.operator_reference, else the
  // reward_uuid of a reward stored here); one without (a reward made at Hub88 directly) is the
  // zero bet it always was.
  if (request.is_free === true) {
    const grantReference =
      operatorReferenceOf(request.meta) ?? (await grantOfReward(context.db, request.reward_uuid));
    if (grantReference !== null) return freeBet(context, request, grantReference);
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
  const { reference_transaction_uuid } = request;
  // A supplier's promotion is paid by the brand's policy, with or without the zero bet it names.
  if (request.is_supplier_promo === true) return promoWin(context, request);
  if (reference_transaction_uuid === undefined) return refusal(request, 'RS_ERROR_WRONG_SYNTAX');
  // The win of a free round plays its grant's spin whatever its meta carries: the bet it names
  // opened the round with its grant.
  if (
    operatorReferenceOf(request.meta) !== null ||
    (await opensFreeRound(context.db, request.user, reference_transaction_uuid))
  ) {
    return freeWin(context, request, reference_transaction_uuid);
  }
  // A free win of a reward Croupier did not create is money Croupier never granted: it is paid as
  // the brand pays supplier promotions, never silently as real money.
  if (request.is_free === true) return promoWin(context, request);
  return transaction(context, request, (session) =>
    winQuery(request, session, reference_transaction_uuid),
  );
}

export async function rollback(
  context: WalletContext,
  request: RollbackRequest,
): Promise<WalletAnswer> {
  const { user, reference_transaction_uuid } = request;
  return transaction(
    context,
    request,
    (session) => ({
      name: 'hub88-rollback',
      text: 'hub88_rollback($1, $2, $3, $4, $5)',
      values: [
        session.gpid,
        session.sessionId,
        request.transaction_uuid,
        reference_transaction_uuid,
        hashOf(['rollback', user, reference_transaction_uuid]),
      ],
    }),
    ROLLBACK_REFUSALS,
  );
}

/**
 * A free round's opening bet (docs/hub88.md#free-rounds): it stakes nothing and books to the
 * free-spin grant `grantReference`.
 */
function freeBet(
  context: WalletContext,
  request: BetRequest,
  grantReference: string,
): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
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

/** The grant whose Hub88 reward is `rewardUuid`, when Croupier created that reward. */
async function grantOfReward(
  db: pg.Pool,
  rewardUuid: string | null | undefined,
): Promise<string | null> {
  if (rewardUuid == null || rewardUuid === '') return null;
  const { rows } = await db.query<{ operatorReference: string }>(
    `SELECT operator_reference AS "operatorReference" FROM hub88_rewards WHERE reward_uuid = $1`,
    [rewardUuid],
  );
  return rows[0]?.operatorReference ?? null;
}

/** Whether the player's bet `betId` opened a free round of a grant. */
async function opensFreeRound(db: pg.Pool, user: string, betId: string): Promise<boolean> {
  const { rows } = await db.query<{ free: boolean }>(
    `SELECT EXISTS (SELECT FROM provider_transactions bet
       JOIN rounds round ON round.gpid = bet.gpid AND round.round_id = bet.round_id
       WHERE bet.transaction_id = $2 AND bet.kind = 'bet' AND bet.player_id::text = $1
         AND round.free_spin) AS free`,
    [user, betId],
  );
  return rows[0]!.free;
}

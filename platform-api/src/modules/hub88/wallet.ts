// The rules of Hub88's wallet calls. A token resolves to the provider session its launch opened;
// bets, wins and rollbacks then run as one SQL statement each, idempotent by transaction_uuid.
// Refusals answer a Hub88 status, with the balance whenever the player is known.

import type pg from 'pg';

import { brandUsername } from '../../identity/usernames.js';
import { sha256 } from '../../security/tokens.js';
import { playerBalance } from '../gateway/index.js';
import type { WalletEventBatcher } from '../wallet-events/index.js';
import { amountOfUnits, isHub88Scale, unitsOfAmount } from './amounts.js';
import type { Hub88Status } from './statuses.js';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  UserInfoAnswer,
  UserInfoRequest,
  WalletAnswer,
  WinRequest,
} from './wallet-schemas.js';
import {
  applyWalletCall,
  findPlayer,
  findTokenSession,
  type TokenSession,
  type WalletOutcome,
} from './wallet-repository.js';

/** A token's session lasts this long after the launch or its last bet. */
export const HUB88_SESSION_TTL_SECONDS = 30 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface WalletContext {
  db: pg.Pool;
  events: WalletEventBatcher;
}

type Identified = Pick<BalanceRequest, 'user' | 'request_uuid' | 'token'>;

export async function userInfo(db: pg.Pool, request: UserInfoRequest): Promise<UserInfoAnswer> {
  const base = { user: request.user, request_uuid: request.request_uuid };
  const player = UUID.test(request.user) ? await findPlayer(db, request.user) : null;
  if (player === null) return { ...base, status: 'RS_ERROR_UNKNOWN' };
  return {
    ...base,
    status: 'RS_OK',
    sub_partner_id: player.brandId,
    registration_date: player.createdAt.toISOString().slice(0, 10),
  };
}

export async function balance(db: pg.Pool, request: BalanceRequest): Promise<WalletAnswer> {
  const session = await sessionOf(db, request);
  if (typeof session === 'string') return refusal(request, session);
  return answerWithBalance(db, request, 'RS_OK', session);
}

export async function bet(context: WalletContext, request: BetRequest): Promise<WalletAnswer> {
  const { user, round, game_code, currency, amount } = request;
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

/** Applies one call through its SQL function; tells the player's screens after the commit. */
async function transaction(
  { db, events }: WalletContext,
  request: Identified,
  query: (session: TokenSession) => pg.QueryConfig,
): Promise<WalletAnswer> {
  const session = await sessionOf(db, request);
  if (typeof session === 'string') return refusal(request, session);
  const outcome: WalletOutcome = await applyWalletCall(db, query(session));
  if (outcome.status !== 'RS_OK') return answerWithBalance(db, request, outcome.status, session);
  if (outcome.moved !== null) {
    const { playerId, brandId, username } = outcome.moved;
    events.publish({
      kind: 'balanceChanged',
      playerId,
      brandUsername: brandUsername(brandId, username),
    });
  }
  return {
    user: request.user,
    status: 'RS_OK',
    request_uuid: request.request_uuid,
    currency: outcome.answer.currency,
    balance: unitsOfAmount(outcome.answer.balance),
  };
}

/** The token's session, or why there is none for this call. */
async function sessionOf(db: pg.Pool, request: Identified): Promise<TokenSession | Hub88Status> {
  const session = await findTokenSession(db, sha256(request.token));
  if (session === null || session.playerId !== request.user) return 'RS_ERROR_INVALID_TOKEN';
  // Launches refuse these currencies; a session of one is never played through Hub88.
  if (!isHub88Scale(session.scale)) return 'RS_ERROR_WRONG_CURRENCY';
  return session;
}

async function answerWithBalance(
  db: pg.Pool,
  request: Identified,
  status: Hub88Status,
  session: TokenSession,
): Promise<WalletAnswer> {
  const balance = await playerBalance(db, session.playerId, session.currency);
  return {
    user: request.user,
    status,
    request_uuid: request.request_uuid,
    currency: session.currency,
    balance: unitsOfAmount(balance),
  };
}

function refusal(request: Identified, status: Hub88Status): WalletAnswer {
  return { user: request.user, status, request_uuid: request.request_uuid };
}

/** Hash of a call's fields in a fixed order: equal bodies hash equal, whatever their key order. */
function hashOf(fields: unknown[]): Buffer {
  return sha256(JSON.stringify(fields));
}

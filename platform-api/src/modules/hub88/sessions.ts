// The session a wallet call's token names, and the answers that carry the player's balance.

import type pg from 'pg';

import { sha256 } from '../../security/tokens.js';
import { playerBalance } from '../gateway/index.js';
import { isHub88Scale, unitsOfAmount } from './amounts.js';
import type { Hub88Status } from './statuses.js';
import type { BalanceRequest, WalletAnswer } from './wallet-schemas.js';
import { findTokenSession, type TokenSession } from './wallet-repository.js';

export type Identified = Pick<BalanceRequest, 'user' | 'request_uuid' | 'token'>;

/** The token's session, or why there is none for this call. */
export async function sessionOf(
  db: pg.Pool,
  request: Identified,
): Promise<TokenSession | Hub88Status> {
  const session = await findTokenSession(db, sha256(request.token));
  if (session === null || session.playerId !== request.user) return 'RS_ERROR_INVALID_TOKEN';
  // Launches refuse these currencies; a session of one is never played through Hub88.
  if (!isHub88Scale(session.scale)) return 'RS_ERROR_WRONG_CURRENCY';
  return session;
}

export async function answerWithBalance(
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

export function refusal(request: Identified, status: Hub88Status): WalletAnswer {
  return { user: request.user, status, request_uuid: request.request_uuid };
}

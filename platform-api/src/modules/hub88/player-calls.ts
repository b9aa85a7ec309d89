// The calls that read a player: user/info and user/balance.

import type pg from 'pg';

import { answerWithBalance, refusal, sessionOf } from './sessions.js';
import type {
  BalanceRequest,
  UserInfoAnswer,
  UserInfoRequest,
  WalletAnswer,
} from './wallet-schemas.js';
import { findPlayer } from './wallet-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

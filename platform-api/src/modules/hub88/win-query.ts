// The SQL call of an ordinary Hub88 win: it pays into the round of the bet it names (hub88_win).

import type pg from 'pg';

import { amountOfUnits } from './amounts.js';
import type { WinRequest } from './wallet-schemas.js';
import type { TokenSession } from './wallet-repository.js';
import { hashOf } from './wallet-transaction.js';

/** An ordinary win paying into the round of the bet it names (hub88_win). */
export function winQuery(
  request: WinRequest,
  session: TokenSession,
  referenceTransactionUuid: string,
): pg.QueryConfig {
  const { user, round, game_code, currency, amount } = request;
  return {
    name: 'hub88-win',
    text: 'hub88_win($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    values: [
      session.gpid,
      session.sessionId,
      request.transaction_uuid,
      round,
      currency,
      referenceTransactionUuid,
      amountOfUnits(amount),
      request.round_closed === true,
      hashOf(['win', user, round, game_code, currency, amount, referenceTransactionUuid]),
    ],
  };
}

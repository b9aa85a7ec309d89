// A player closes their own account (GLI-19 A.3.10). In one transaction: bonus money is forfeited,
// the account is blocked and marked closed (so login, deposits and bets are refused from then on
// by the database's protection checks), every login session ends, each currency's remaining
// balance becomes a pending withdrawal to the last account the player withdrew that currency to
// (or stays, for staff to pay out, where there is none), and the closure is a significant event.

import type { AccountClosure } from '@croupier/contracts';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { recordSignificantEvent } from '../compliance/index.js';
import { endLoginSessions, forfeitBonusGrants } from '../protection/index.js';
import { deliverAfterCommit, type OutboxRelay } from '../wallet-events/index.js';
import { holdWithdrawal, type Destination } from './payment-requests.js';

const CLOSED_REASON = 'Closed by the player';

interface Balance {
  currency: string;
  /** At the currency's scale. */
  amount: string;
}

export async function closeAccount(
  pool: pg.Pool,
  walletEvents: OutboxRelay,
  player: { id: string; brandId: string; username: string },
  ip: string,
): Promise<AccountClosure> {
  return deliverAfterCommit(walletEvents, () =>
    withTransaction(pool, async (client) => {
      // The player's accounts first, as bets lock them; a closed account keeps no bonus money.
      await forfeitBonusGrants(client, player.id, 'closure');
      const closedAt = await markClosed(client, player, `player:${player.username}`);
      await endLoginSessions(client, [player.id]);

      const withdrawals: AccountClosure['withdrawals'] = [];
      const remaining: Balance[] = [];
      const balances = await positiveBalances(client, player.id);
      for (const balance of balances) {
        const destination = await lastWithdrawalDestination(client, player.id, balance.currency);
        if (destination === null) remaining.push(balance);
        else withdrawals.push(await holdWithdrawal(client, player.id, balance, destination));
      }
      await recordSignificantEvent(client, {
        type: 'account_closed',
        component: 'account',
        brandId: player.brandId,
        playerId: player.id,
        actor: `player:${player.username}`,
        reason: CLOSED_REASON,
        before: { balances },
        after: {
          withdrawals: withdrawals.map(({ transactionId, currency, amount }) => ({
            transactionId,
            currency,
            amount,
          })),
          remaining,
        },
        ip,
      });
      return { closedAt: closedAt.toISOString(), withdrawals, remaining };
    }),
  );
}

/** Blocks the account as closed by `by`; a blocked account (staff's block) cannot be closed. */
async function markClosed(
  client: pg.PoolClient,
  player: { id: string },
  by: string,
): Promise<Date> {
  const { rows } = await client.query<{ closedAt: Date }>(
    `UPDATE players SET blocked_at = now(), blocked_reason = $2, blocked_by = $3,
       closed_at = now(), updated_at = now()
     WHERE id = $1 AND blocked_at IS NULL
     RETURNING closed_at AS "closedAt"`,
    [player.id, CLOSED_REASON, by],
  );
  const [row] = rows;
  if (row === undefined) {
    throw new ApiError(ErrorCode.playerAlreadyBlocked, 'This account is blocked or closed already');
  }
  return row.closedAt;
}

async function positiveBalances(client: pg.PoolClient, playerId: string): Promise<Balance[]> {
  const { rows } = await client.query<{ currency: string; amount: string; scale: number }>(
    `SELECT account.currency, account.balance::text AS amount, currency.scale
     FROM ledger_accounts account JOIN currencies currency ON currency.code = account.currency
     WHERE account.player_id = $1 AND account.balance > 0
     ORDER BY account.currency
     FOR UPDATE OF account`,
    [playerId],
  );
  return rows.map((row) => ({
    currency: row.currency,
    amount: atCurrencyScale(row.amount, row.scale),
  }));
}

/** Where the player's latest withdrawal in this currency went; null if they made none. */
async function lastWithdrawalDestination(
  client: pg.PoolClient,
  playerId: string,
  currency: string,
): Promise<Destination | null> {
  const { rows } = await client.query<Destination>(
    `SELECT payment_channel AS "paymentChannel", network, to_address AS "toAddress"
     FROM payments
     WHERE player_id = $1 AND currency = $2 AND transaction_type = 'WITHDRAW'
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [playerId, currency],
  );
  return rows[0] ?? null;
}

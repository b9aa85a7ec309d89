import type { PaymentAccount } from '@croupier/contracts';

import { returnedRow, type Queryable } from '../../db/pool.js';

const PAYMENT_ACCOUNT_COLUMNS = `
  account.id AS "accountId", account.type, account.channel_code AS "channelCode",
  channel.name AS "channelName", account.account_name AS "accountName",
  account.account_number AS "accountNumber", account.created_at AS "createdAt"`;

type PaymentAccountRow = Omit<PaymentAccount, 'createdAt'> & { createdAt: Date };

const toPaymentAccount = (row: PaymentAccountRow): PaymentAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The player's payment accounts, oldest first. */
export async function listPaymentAccounts(
  db: Queryable,
  playerId: string,
): Promise<PaymentAccount[]> {
  const { rows } = await db.query<PaymentAccountRow>(
    `SELECT ${PAYMENT_ACCOUNT_COLUMNS}
     FROM payment_accounts account JOIN payment_channels channel ON channel.code = account.channel_code
     WHERE account.player_id = $1 ORDER BY account.created_at, account.id`,
    [playerId],
  );
  return rows.map(toPaymentAccount);
}

export interface NewPaymentAccount {
  playerId: string;
  type: PaymentAccount['type'];
  channelCode: string;
  accountName: string;
  accountNumber: string;
}

/** Throws a unique violation on payment_accounts_player_channel_number_key. */
export async function insertPaymentAccount(
  db: Queryable,
  account: NewPaymentAccount,
): Promise<PaymentAccount> {
  const inserted = await db.query<PaymentAccountRow>(
    `WITH account AS (
       INSERT INTO payment_accounts (player_id, type, channel_code, account_name, account_number)
       VALUES ($1, $2, $3, $4, $5) RETURNING *)
     SELECT ${PAYMENT_ACCOUNT_COLUMNS}
     FROM account JOIN payment_channels channel ON channel.code = account.channel_code`,
    [
      account.playerId,
      account.type,
      account.channelCode,
      account.accountName,
      account.accountNumber,
    ],
  );
  return toPaymentAccount(returnedRow(inserted, 'payment account insert'));
}

/** Throws a unique violation on payment_accounts_player_channel_number_key. */
export async function updatePaymentAccount(
  db: Queryable,
  accountId: string,
  account: Omit<NewPaymentAccount, 'playerId'>,
): Promise<PaymentAccount> {
  const updated = await db.query<PaymentAccountRow>(
    `WITH account AS (
       UPDATE payment_accounts SET type = $2, channel_code = $3, account_name = $4,
         account_number = $5
       WHERE id = $1 RETURNING *)
     SELECT ${PAYMENT_ACCOUNT_COLUMNS}
     FROM account JOIN payment_channels channel ON channel.code = account.channel_code`,
    [accountId, account.type, account.channelCode, account.accountName, account.accountNumber],
  );
  return toPaymentAccount(returnedRow(updated, 'payment account update'));
}

/** Serializes calls that add to one player's accounts until the transaction ends. */
export async function lockPlayer(db: Queryable, playerId: string): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [playerId]);
  if (rowCount !== 1) throw new Error(`No player ${playerId}`);
}

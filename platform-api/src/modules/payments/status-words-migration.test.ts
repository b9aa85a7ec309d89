// Migration 0082 stores a payment's status in the glossary's words: every stored row is rewritten
// (PENDING → pending, SUCCESS → approved, DECLINED → declined, HELD → held, RETURNED → returned)
// without counting as a change: no deposit-limit usage moves, no realtime event is written.

import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';

import { PAYMENT_STATUSES } from '@croupier/contracts';

import { createTestDatabase } from '../../../test/harness.js';
import { respellPaymentStatusesBefore0082 } from '../../../test/old-payment-statuses.js';
import { CHECK_LISTS, checkListDefinition } from '../../db/check-lists.js';

const database = await createTestDatabase();
after(() => database.drop());

test('migration 0082 rewrites every stored status in the words of the glossary, silently', async () => {
  const client = await database.ownerPool.connect();
  try {
    await client.query('BEGIN');
    const username = `words_${randomBytes(6).toString('hex')}`;
    const { rows: players } = await client.query<{ id: string }>(
      `INSERT INTO players (brand_id, username, password_hash, currency, referral_code)
       VALUES ('croupier', $1, '$argon2id$test', 'IDR', upper(substr(md5($1), 1, 8))) RETURNING id`,
      [username],
    );
    const playerId = players[0]!.id;
    const insert = async (status: string, type: string, reason: string | null, held: boolean) => {
      const hash = held ? createHash('sha256').update(randomBytes(8)).digest('hex') : null;
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO payments (player_id, transaction_type, status, currency, amount, reason,
           network, tx_hash, hold_reason, hold_message)
         VALUES ($1, $2, $3, 'IDR', 1000, $4, $5, $6, $7, $8) RETURNING id`,
        [
          playerId,
          type,
          status,
          reason,
          held ? 'TRC20' : null,
          hash,
          held ? 'playerExcluded' : null,
          held ? 'Excluded' : null,
        ],
      );
      return rows[0]!.id;
    };
    const ids = {
      pending: await insert('pending', 'DEPOSIT', null, false),
      approved: await insert('approved', 'DEPOSIT', null, false),
      declined: await insert('declined', 'WITHDRAW', 'payment_not_received', false),
      held: await insert('held', 'DEPOSIT', null, true),
      returned: await insert('returned', 'DEPOSIT', 'Sent back', true),
    };
    const sideEffects = () =>
      client
        .query<{ usage: string | null; events: number }>(
          `SELECT (SELECT sum(total)::text FROM protection_usage_hours WHERE player_id = $1) AS usage,
                  (SELECT count(*)::int FROM realtime_outbox) AS events`,
          [playerId],
        )
        .then(({ rows }) => rows[0]);
    const before = await sideEffects();

    await respellPaymentStatusesBefore0082(client);
    const stored = async () => {
      const { rows } = await client.query<{ id: string; status: string }>(
        'SELECT id, status FROM payments WHERE player_id = $1',
        [playerId],
      );
      return Object.fromEntries(rows.map(({ id, status }) => [id, status]));
    };
    assert.equal((await stored())[ids.approved], 'SUCCESS', 'the words before the migration');

    await client.query(
      await readFile(
        new URL('../../db/migrations/0082_payment_statuses_in_glossary_words.sql', import.meta.url),
        'utf8',
      ),
    );
    const after = await stored();
    for (const status of PAYMENT_STATUSES) assert.equal(after[ids[status]], status, status);
    assert.deepEqual(await sideEffects(), before, 'no usage moved, no event written');
    // The status list's CHECK (written at every start from PAYMENT_STATUSES) holds every row.
    const list = CHECK_LISTS.find(({ constraint }) => constraint === 'payments_status_check');
    assert.ok(list !== undefined);
    await client.query(
      `ALTER TABLE payments ADD CONSTRAINT ${list.constraint} ${checkListDefinition(list)}`,
    );
    const refused = await client
      .query(`UPDATE payments SET status = 'SUCCESS' WHERE id = $1`, [ids.approved])
      .then(
        () => null,
        (error: { code?: string }) => error.code,
      );
    assert.equal(refused, '23514', 'the old words are refused');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

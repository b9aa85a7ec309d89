// A Hub88 bet refused for the player's balance (RS_ERROR_NOT_ENOUGH_MONEY) is a negative balance
// attempt (GLI-19 2.8.8); the refusal's answer stays as Hub88 expects it.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { betBody, startHub88TestApp } from '../../../test/hub88.js';

const { pool, playing, call } = await startHub88TestApp();

test('a Hub88 bet above the balance is refused and recorded', async () => {
  const since = new Date();
  const session = await playing();
  const body = betBody(session, { amount: 20_000_000_000 });
  const answer = await call('bet', body);
  assert.equal(answer.status, 'RS_ERROR_NOT_ENOUGH_MONEY');
  const { rows } = await pool.query<{
    component: string;
    player_id: string;
    actor: string;
    after: Record<string, unknown>;
  }>(
    `SELECT component, player_id, actor, after FROM significant_events
     WHERE at >= $1 AND type = 'negative_balance_attempt'`,
    [since],
  );
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.component, 'games');
  assert.equal(rows[0]?.player_id, session.user);
  assert.match(rows[0]?.actor ?? '', /^provider:/);
  assert.deepEqual(rows[0]?.after, {
    transactionId: body.transaction_uuid,
    roundId: body.round,
    gameCode: body.game_code,
    currency: 'IDR',
    amount: '200000',
  });
});

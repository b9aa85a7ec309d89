import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import {
  betBody,
  hub88Session,
  rollbackBody,
  startHub88TestApp,
  winBody,
  type Hub88Session,
} from '../../../test/hub88.js';
import { assertLedgerInvariants, walletPlayer } from '../../../test/wallet.js';

const { app, pool, playing, call } = await startHub88TestApp();
before(async () => {
  // A currency held at exactly Hub88's five decimals.
  await pool.query(`INSERT INTO currencies (code, name, type, scale, symbol, logo, sort)
                    VALUES ('XTS', 'Test units', 'fiat', 5, 'T', '', 99)`);
});

test('20 concurrent copies of one bet are applied once', async () => {
  const session = await playing();
  const bet = betBody(session);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      call('bet', { ...bet, request_uuid: `copy-${index}` }),
    ),
  );
  for (const answer of answers)
    assert.deepEqual([answer.status, answer.balance], ['RS_OK', 9_999_900_000]);
  // The bet, whose transfer carries its contribution to the brand's jackpot.
  const { rows } = await pool.query(
    `SELECT transfer.kind, count(DISTINCT transfer.id)::int AS n,
            count(*) FILTER (WHERE account.house_role = 'jackpot_pool')::int AS pool_postings
     FROM ledger_transfers transfer
     JOIN ledger_postings posting ON posting.transfer_id = transfer.id
     JOIN ledger_accounts account ON account.id = posting.account_id
     WHERE transfer.idempotency_key LIKE $1 GROUP BY transfer.kind`,
    [`%:${bet.transaction_uuid}`],
  );
  assert.deepEqual(rows, [{ kind: 'game_bet', n: 1, pool_postings: 1 }]);
  await assertLedgerInvariants(pool);
});

test('one unit is 0.00001 of a five-decimal currency, both ways, exactly', async () => {
  const { username } = await walletPlayer(app);
  const session = await hub88Session(pool, username, 'XTS');
  const free = betBody(session, { amount: 0, is_free: true });
  assert.deepEqual(
    [(await call('bet', free)).status, (await call('bet', free)).balance],
    ['RS_OK', 0],
  );
  const won = await call('win', winBody(session, free, { amount: 1 }));
  assert.deepEqual([won.status, won.currency, won.balance], ['RS_OK', 'XTS', 1]);
  const { rows } = await pool.query(
    `SELECT balance::text FROM ledger_accounts WHERE player_id = $1 AND currency = 'XTS'`,
    [session.user],
  );
  assert.deepEqual(rows, [{ balance: '0.000010000000000000' }]);
  assert.equal((await call('bet', betBody(session, { amount: 1 }))).balance, 0);
  const short = await call('bet', betBody(session, { amount: 1 }));
  assert.deepEqual([short.status, short.balance], ['RS_ERROR_NOT_ENOUGH_MONEY', 0]);
});

test('a currency of more than five decimals is RS_ERROR_WRONG_CURRENCY', async () => {
  const { username } = await walletPlayer(app);
  const session = await hub88Session(pool, username, 'USDT');
  assert.equal((await call('bet', betBody(session))).status, 'RS_ERROR_WRONG_CURRENCY');
});

/** A small seeded generator, so a failing sequence can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** Plays `steps` random calls against a model of the rules, checking every answer. */
async function playRandomly(session: Hub88Session, seed: number, steps: number) {
  const random = generator(seed);
  let balance = 5_000_000_000;
  const bets: { body: ReturnType<typeof betBody>; rolledBack: boolean }[] = [];
  const accepted: { path: string; body: object; answer: unknown }[] = [];
  for (let step = 0; step < steps; step += 1) {
    const kind = random(4);
    if (kind === 0 || bets.length === 0) {
      const body = betBody(session, { amount: random(40) * 100_000_000 });
      const answer = await call('bet', body);
      if (body.amount > balance) {
        assert.equal(answer.status, 'RS_ERROR_NOT_ENOUGH_MONEY');
        continue;
      }
      balance -= body.amount;
      bets.push({ body, rolledBack: false });
      accepted.push({ path: 'bet', body, answer });
    } else if (kind === 1) {
      const bet = bets[random(bets.length)]!;
      const body = winBody(session, bet.body, { amount: random(60) * 50_000_000 });
      const answer = await call('win', body);
      if (bet.rolledBack) {
        assert.equal(answer.status, 'RS_ERROR_TRANSACTION_ROLLED_BACK');
        continue;
      }
      balance += body.amount;
      accepted.push({ path: 'win', body, answer });
    } else if (kind === 2) {
      const bet = bets[random(bets.length)]!;
      const body = rollbackBody(session, bet.body);
      const answer = await call('rollback', body);
      if (!bet.rolledBack) balance += bet.body.amount;
      bet.rolledBack = true;
      accepted.push({ path: 'rollback', body, answer });
    } else {
      const earlier = accepted[random(accepted.length)];
      if (earlier !== undefined) {
        assert.deepEqual(await call(earlier.path, earlier.body), earlier.answer, 'a repeat');
      }
      continue;
    }
    const last = accepted.at(-1)!.answer as { status: string; balance: number };
    assert.deepEqual([last.status, last.balance], ['RS_OK', balance], `step ${step}`);
  }
}

test('random sequences of four players keep the ledger invariants', async () => {
  const players = await Promise.all(
    [1, 2, 3, 4].map(async (seed) => {
      const { username } = await walletPlayer(app, '50000');
      return { seed, session: await hub88Session(pool, username) };
    }),
  );
  await Promise.all(players.map(({ seed, session }) => playRandomly(session, seed, 60)));
  await assertLedgerInvariants(pool);
});

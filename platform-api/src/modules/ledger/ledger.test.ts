import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import pg from 'pg';

import { countRows, post, startTestApp } from '../../../test/harness.js';
import { assertLedgerInvariants, walletPlayer } from '../../../test/wallet.js';
import { inTransaction, withTransaction } from '../../db/pool.js';
import { ApiError, ErrorCode } from '../../http/errors.js';
import { fitsLedger, Money, parsePositiveAmount } from '../../money/amounts.js';
import {
  accountIds,
  houseAccount,
  playerAccount,
  transfer,
  type TransferRequest,
} from './ledger.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

async function playerId(loginToken: string): Promise<string> {
  return (await post(app, 'me', {}, loginToken)).body.data.playerId;
}

/** A transfer clearing → player of `amount` IDR under `key`. */
async function creditRequest(player: string, amount: string, key: string) {
  const [clearing, playerIdr] = await accountIds(pool, [
    houseAccount('deposits_clearing', 'IDR'),
    playerAccount(player, 'IDR'),
  ]);
  return {
    idempotencyKey: key,
    kind: 'deposit' as const,
    postings: [
      { accountId: clearing, amount: new Money(amount).negated() },
      { accountId: playerIdr, amount: new Money(amount) },
    ],
    meta: {},
  };
}

const apply = (request: TransferRequest) =>
  withTransaction(pool, (client) => transfer(client, request));

const balance = async (accountId: string) =>
  (await pool.query('SELECT balance::text FROM ledger_accounts WHERE id = $1', [accountId])).rows[0]
    .balance;

test('a transfer moves money and a repeated key moves nothing and answers the original', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const request = await creditRequest(player, '100.50', 'test-credit-1');
  const first = await apply(request);
  const again = await apply(request);
  assert.deepEqual(first.applied, true);
  assert.deepEqual(again, { transferId: first.transferId, applied: false, balances: new Map() });
  const account = request.postings[1]?.accountId ?? '';
  assert.equal(await balance(account), '100.500000000000000000');
  assert.equal(first.balances.get(account), '100.500000000000000000');
  await assertLedgerInvariants(pool);
});

test('a repeated key answers the original even once the funds it took are gone', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const credit = await creditRequest(player, '30', 'test-spent-credit');
  await apply(credit);
  const spend = {
    ...credit,
    idempotencyKey: 'test-spent-debit',
    postings: credit.postings.map((posting) => ({ ...posting, amount: posting.amount.negated() })),
  };
  const first = await apply(spend);
  assert.deepEqual(await apply(spend), {
    transferId: first.transferId,
    applied: false,
    balances: new Map(),
  });
  await assert.rejects(apply({ ...spend, idempotencyKey: 'test-spent-again' }), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.errorCode, ErrorCode.insufficientFunds);
    return true;
  });
  await assertLedgerInvariants(pool);
});

test('a repeated key with other postings is a bug and is refused', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  await apply(await creditRequest(player, '5', 'test-credit-2'));
  await assert.rejects(apply(await creditRequest(player, '6', 'test-credit-2')), /reused/);
});

test('unbalanced postings are refused in code before anything is written', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const request = await creditRequest(player, '10', 'test-unbalanced');
  const transfers = await countRows(pool, 'ledger_transfers');
  await assert.rejects(
    apply({
      ...request,
      postings: [request.postings[0]!, { ...request.postings[1]!, amount: new Money(9) }],
    }),
    /sum to/,
  );
  assert.equal(await countRows(pool, 'ledger_transfers'), transfers);
});

test('the database refuses unbalanced transfers at commit, whatever the code does', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const request = await creditRequest(player, '10', 'unused');
  const [clearing, playerIdr] = request.postings.map((posting) => posting.accountId);
  const insertTransfer = `INSERT INTO ledger_transfers (idempotency_key, kind) VALUES ($1, 'deposit')
    RETURNING id`;
  const insertPosting =
    'INSERT INTO ledger_postings (transfer_id, account_id, amount) VALUES ($1, $2, $3)';
  await assert.rejects(
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(insertTransfer, ['raw-unbalanced']);
      await client.query(insertPosting, [rows[0].id, clearing, '-10']);
      await client.query(insertPosting, [rows[0].id, playerIdr, '9']);
    }),
    /does not sum to zero/,
  );
  // Zero in all, but not in each currency.
  const [usdFx] = await accountIds(pool, [houseAccount('fx', 'USD')]);
  await assert.rejects(
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(insertTransfer, ['raw-across-currencies']);
      await client.query(insertPosting, [rows[0].id, clearing, '-10']);
      await client.query(insertPosting, [rows[0].id, usdFx, '10']);
    }),
    /does not sum to zero: (IDR -10\.0+, USD 10\.0+|USD 10\.0+, IDR -10\.0+)$/,
  );
  await assert.rejects(
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(insertTransfer, ['raw-single']);
      await client.query(insertPosting, [rows[0].id, clearing, '-10']);
    }),
    /has 1 postings/,
  );
  await assert.rejects(
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(insertTransfer, ['raw-too-precise']);
      await client.query(insertPosting, [rows[0].id, clearing, '-0.001']);
      await client.query(insertPosting, [rows[0].id, playerIdr, '0.001']);
    }),
    /beyond their scale/,
  );
  await assert.rejects(
    withTransaction(pool, async (client) => {
      const { rows } = await client.query(insertTransfer, ['raw-same-account-twice']);
      await client.query(insertPosting, [rows[0].id, clearing, '-10']);
      await client.query(insertPosting, [rows[0].id, playerIdr, '5']);
      await client.query(insertPosting, [rows[0].id, playerIdr, '5']);
    }),
    /ledger_postings_pkey/,
  );
  await assertLedgerInvariants(pool);
});

test('the commit-time check of a transfer is planned once per connection, not per transfer', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  // A connection of its own: the pool's have checked transfers already. The owner's, as only a
  // superuser may load auto_explain.
  const ownPool = new pg.Pool({ connectionString: ownerPool.options.connectionString, max: 1 });
  const client = await ownPool.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    await client.query("LOAD 'auto_explain'");
    await client.query('SET auto_explain.log_min_duration = 0');
    await client.query('SET auto_explain.log_level = notice');
    // PostgreSQL plans a query for its arguments at least five times before it may keep one plan.
    for (let index = 0; index < 7; index += 1) {
      const request = await creditRequest(player, '1', `planned-once-${index}`);
      await inTransaction(client, () => transfer(client, request));
    }
  } finally {
    client.release();
    await ownPool.end();
  }
  const checks = plans.filter((plan) => plan.includes('posting.transfer_id = NEW.id'));
  assert.equal(checks.length, 7, `plans of the check among:\n${plans.join('\n')}`);
  // A plan for any transfer names the transfer's id as a parameter, not as a value.
  for (const check of checks) assert.match(check, /Index Cond: \(transfer_id = \$\d+\)/);
});

test('a posting joins only a transfer of its own transaction', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const request = await creditRequest(player, '10', 'committed-earlier');
  const { transferId } = await apply(request);
  const [bonus, fx] = await accountIds(pool, [
    houseAccount('bonus', 'IDR'),
    houseAccount('fx', 'IDR'),
  ]);
  const postingsBefore = await countRows(pool, 'ledger_postings');
  // Balanced on their own and to accounts the transfer has no posting to, so only the rule about
  // earlier transfers refuses them.
  await assert.rejects(
    withTransaction(pool, async (client) => {
      for (const [accountId, amount] of [
        [bonus, '-5'],
        [fx, '5'],
      ]) {
        await client.query(
          'INSERT INTO ledger_postings (transfer_id, account_id, amount) VALUES ($1, $2, $3)',
          [transferId, accountId, amount],
        );
      }
    }),
    /ledger_postings_transfer_of_this_transaction_fkey/,
  );
  assert.equal(await countRows(pool, 'ledger_postings'), postingsBefore);
  await assertLedgerInvariants(pool);
});

test('the database refuses a negative player balance and changes to the ledger history', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const [account] = await accountIds(pool, [playerAccount(player, 'IDR')]);
  await assert.rejects(
    pool.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [account]),
    /ledger_accounts_player_not_negative/,
  );
  for (const statement of [
    'DELETE FROM ledger_postings',
    "UPDATE ledger_transfers SET kind = 'swap'",
  ]) {
    // The API's role lacks the privilege; the owner meets the append-only trigger.
    await assert.rejects(pool.query(statement), /permission denied/);
    await assert.rejects(ownerPool.query(statement), /append-only/);
  }
});

test('an overdraft is errorCode 10 and writes nothing', async () => {
  const player = await playerId((await walletPlayer(app)).loginToken);
  const credit = await creditRequest(player, '10', 'test-overdraft-credit');
  await apply(credit);
  const transfers = await countRows(pool, 'ledger_transfers');
  const overdraft = {
    ...credit,
    idempotencyKey: 'test-overdraft',
    postings: credit.postings.map((posting) => ({
      ...posting,
      amount: posting.amount.times(-2),
    })),
  };
  await assert.rejects(
    apply(overdraft),
    (error: unknown) =>
      error instanceof ApiError && error.errorCode === ErrorCode.insufficientFunds,
  );
  assert.equal(await countRows(pool, 'ledger_transfers'), transfers);
  assert.equal(await balance(credit.postings[1]!.accountId), '10.000000000000000000');
});

test('amounts: scale, sign and NUMERIC(38,18) range', () => {
  const idr = { currency: 'IDR', scale: 2 };
  assert.equal(parsePositiveAmount('10.25', idr).toFixed(), '10.25');
  for (const text of ['10.255', '0', '0.00', '-1', '1e3', 'abc', '']) {
    assert.throws(
      () => parsePositiveAmount(text, idr),
      (error: unknown) => error instanceof ApiError && error.errorCode === ErrorCode.badRequest,
      text,
    );
  }
  assert.ok(fitsLedger(new Money('99999999999999999999.999999999999999999')));
  assert.ok(!fitsLedger(new Money('100000000000000000000')));
  assert.ok(!fitsLedger(new Money('0.0000000000000000001')));
  // Sums of two maximal amounts stay exact.
  const max = new Money('99999999999999999999.999999999999999999');
  assert.equal(max.plus(max).minus(max).toFixed(), max.toFixed());
});

test('game_settlement has one account per currency and shard; other house roles have one', async () => {
  const [first, again, other] = await accountIds(pool, [
    houseAccount('game_settlement', 'IDR', 3),
    houseAccount('game_settlement', 'IDR', 3),
    houseAccount('game_settlement', 'IDR', 4),
  ]);
  assert.equal(first, again);
  assert.notEqual(first, other);
  await assert.rejects(
    pool.query(
      "INSERT INTO ledger_accounts (house_role, currency, shard) VALUES ('game_settlement', 'IDR', 3)",
    ),
    /ledger_accounts_house_currency_key/,
  );
  await assert.rejects(
    pool.query(
      "INSERT INTO ledger_accounts (house_role, currency, shard) VALUES ('deposits_clearing', 'IDR', 1)",
    ),
    /ledger_accounts_shard_sharded_roles_only/,
  );
  await assert.rejects(
    pool.query(
      "INSERT INTO ledger_accounts (house_role, currency, shard) VALUES ('game_settlement', 'IDR', 16)",
    ),
    /ledger_accounts_shard_range/,
  );
  await assertLedgerInvariants(pool);
});

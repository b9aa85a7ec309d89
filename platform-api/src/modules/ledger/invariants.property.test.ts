// Random sequences of deposits, decisions, withdrawals, swaps and repeated Idempotency-Keys, run
// by concurrent clients. After each run the ledger invariants hold in SQL and every player's
// balances equal what the acknowledged operations add up to.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import fc from 'fast-check';

import { startTestApp, type JsonResponse } from '../../../test/harness.js';
import { admin, assertLedgerInvariants, balanceOf, verifiedPlayer } from '../../../test/wallet.js';
import { Money } from '../../money/amounts.js';

const { app, pool, close } = await startTestApp();
after(close);

const PLAYERS = 3;
/** Operations sent together, as concurrent clients would; batches run one after another. */
const BATCH_SIZE = 5;
const players = await Promise.all(
  Array.from({ length: PLAYERS }, () => verifiedPlayer(app, pool, '2000000')),
);

type Op =
  | { kind: 'deposit' | 'withdraw'; player: number; cents: number; keyed: boolean; twice: boolean }
  | { kind: 'approve' | 'decline'; pick: number }
  | { kind: 'swap'; player: number; toUsdt: boolean; units: number; twice: boolean }
  | { kind: 'repeat'; pick: number };

const player = fc.nat({ max: PLAYERS - 1 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
    player,
    cents: fc.integer({ min: 5_000_000, max: 150_000_000 }),
    keyed: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'decline' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('swap' as const),
    player,
    toUsdt: fc.boolean(),
    units: fc.integer({ min: 1, max: 60 }),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat() }),
);

const centsToAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface Sent {
  path: string;
  body: object;
  loginToken: string;
  key: string | undefined;
  response: JsonResponse;
}

async function send(path: string, body: object, loginToken: string, key?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/${path}`,
    headers: {
      authorization: loginToken,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
  const sent: Sent = {
    path,
    body,
    loginToken,
    key,
    response: { statusCode: response.statusCode, body: response.json(), headers: response.headers },
  };
  return sent;
}

/** What one run did, from the answers the clients got. */
interface RunLog {
  sent: Sent[];
  transactions: Map<string, { player: number; type: 'DEPOSIT' | 'WITHDRAW'; amount: string }>;
  decided: Map<string, 'SUCCESS' | 'DECLINED'>;
  swaps: Map<
    string,
    { player: number; from: string; to: string; fromAmount: string; toAmount: string }
  >;
}

async function runOp(op: Op, log: RunLog): Promise<Sent[]> {
  switch (op.kind) {
    case 'deposit':
    case 'withdraw': {
      const { loginToken } = players[op.player]!;
      const body = {
        transactionType: op.kind === 'deposit' ? 'DEPOSIT' : 'WITHDRAW',
        currency: 'IDR',
        amount: centsToAmount(op.cents),
        paymentChannel: 'BCA',
      };
      const key = op.keyed || op.twice ? randomUUID() : undefined;
      const copies = op.twice ? 2 : 1;
      return Promise.all(
        Array.from({ length: copies }, () => send('depo-wd', body, loginToken, key)),
      );
    }
    case 'approve':
    case 'decline': {
      const ids = [...log.transactions.keys()];
      const id = ids[op.pick % Math.max(ids.length, 1)];
      if (id === undefined) return [];
      const response =
        op.kind === 'approve'
          ? await admin(app, 'POST', `/transactions/${id}/approve`, {})
          : await admin(app, 'POST', `/transactions/${id}/decline`, {
              reason: 'duplicate_request',
            });
      assert.ok(
        response.statusCode === 200 || response.body.errorCode === 13,
        JSON.stringify(response.body),
      );
      if (response.statusCode === 200) log.decided.set(id, response.body.data.status);
      return [];
    }
    case 'swap': {
      const { loginToken } = players[op.player]!;
      const [from, to, amount] = op.toUsdt
        ? ['IDR', 'USDT', `${op.units * 50_000}`]
        : ['USDT', 'IDR', `${op.units}.5`];
      const quote = await send(
        'swap',
        { action: 'quote', fromCurrency: from, toCurrency: to, amount },
        loginToken,
      );
      assert.equal(quote.response.statusCode, 200, JSON.stringify(quote.response.body));
      const body = { action: 'execute', quoteId: quote.response.body.data.quoteId };
      const key = op.twice ? randomUUID() : undefined;
      return Promise.all(
        Array.from({ length: op.twice ? 2 : 1 }, () => send('swap', body, loginToken, key)),
      );
    }
    case 'repeat': {
      const earlier = log.sent.filter(
        (sent) => sent.key !== undefined && sent.response.statusCode === 200,
      );
      const original = earlier[op.pick % Math.max(earlier.length, 1)];
      if (original === undefined) return [];
      const repeated = await send(original.path, original.body, original.loginToken, original.key);
      assert.deepEqual(
        [repeated.response.statusCode, repeated.response.body],
        [original.response.statusCode, original.response.body],
        'a repeated key answers the original',
      );
      return [];
    }
  }
}

function record(log: RunLog, sent: Sent) {
  const { statusCode, body } = sent.response;
  assert.ok(statusCode === 200 || body.errorCode === 10, `${sent.path}: ${JSON.stringify(body)}`);
  log.sent.push(sent);
  if (statusCode !== 200) return;
  const playerIndex = players.findIndex((candidate) => candidate.loginToken === sent.loginToken);
  if (sent.path === 'depo-wd') {
    log.transactions.set(body.data.transactionId, {
      player: playerIndex,
      type: body.data.transactionType,
      amount: body.data.amount,
    });
  } else {
    log.swaps.set(body.data.swapId, {
      player: playerIndex,
      from: body.data.fromCurrency,
      to: body.data.toCurrency,
      fromAmount: body.data.fromAmount,
      toAmount: body.data.toAmount,
    });
  }
}

/** Expected balances per player, carried across runs. */
const expected = players.map(() => ({
  IDR: { available: new Money('2000000'), held: new Money(0) },
  USDT: { available: new Money(0), held: new Money(0) },
}));

function applyToModel(log: RunLog) {
  for (const [id, transaction] of log.transactions) {
    const wallet = expected[transaction.player]!.IDR;
    const status = log.decided.get(id) ?? 'PENDING';
    const amount = new Money(transaction.amount);
    if (transaction.type === 'DEPOSIT') {
      if (status === 'SUCCESS') wallet.available = wallet.available.plus(amount);
    } else if (status === 'PENDING') {
      wallet.available = wallet.available.minus(amount);
      wallet.held = wallet.held.plus(amount);
    } else if (status === 'SUCCESS') {
      wallet.available = wallet.available.minus(amount);
    }
  }
  for (const swap of log.swaps.values()) {
    const wallets = expected[swap.player]!;
    const from = wallets[swap.from as 'IDR' | 'USDT'];
    const to = wallets[swap.to as 'IDR' | 'USDT'];
    from.available = from.available.minus(swap.fromAmount);
    to.available = to.available.plus(swap.toAmount);
  }
}

/** Declines what a run left pending (releasing held withdrawals), so runs start clean. */
async function settle(log: RunLog) {
  for (const [id, transaction] of log.transactions) {
    if (log.decided.has(id)) continue;
    const response = await admin(app, 'POST', `/transactions/${id}/decline`, {
      reason: 'duplicate_request',
    });
    assert.equal(response.statusCode, 200);
    if (transaction.type === 'WITHDRAW') {
      const wallet = expected[transaction.player]!.IDR;
      wallet.available = wallet.available.plus(transaction.amount);
      wallet.held = wallet.held.minus(transaction.amount);
    }
  }
}

async function assertBalancesMatchModel() {
  for (const [index, { loginToken }] of players.entries()) {
    for (const currency of ['IDR', 'USDT'] as const) {
      const scale = currency === 'IDR' ? 2 : 6;
      const model = expected[index]![currency];
      assert.deepEqual(await balanceOf(app, loginToken, currency), {
        available: model.available.toFixed(scale),
        held: model.held.toFixed(scale),
      });
    }
  }
}

test('random concurrent wallet operations keep every ledger invariant', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArbitrary, { minLength: 10, maxLength: 20 }), async (ops) => {
      const log: RunLog = {
        sent: [],
        transactions: new Map(),
        decided: new Map(),
        swaps: new Map(),
      };
      for (let start = 0; start < ops.length; start += BATCH_SIZE) {
        const batch = ops.slice(start, start + BATCH_SIZE);
        const results = await Promise.all(batch.map((op) => runOp(op, log)));
        for (const sent of results.flat()) record(log, sent);
      }
      // Every 200 under one key is the same answer, and a key created one transaction at most.
      const byKey = new Map<string, Sent[]>();
      for (const sent of log.sent) {
        if (sent.key !== undefined && sent.response.statusCode === 200) {
          byKey.set(sent.key, [...(byKey.get(sent.key) ?? []), sent]);
        }
      }
      for (const answers of byKey.values()) {
        for (const answer of answers)
          assert.deepEqual(answer.response.body, answers[0]?.response.body);
      }

      await assertLedgerInvariants(pool);
      applyToModel(log);
      await assertBalancesMatchModel();
      await settle(log);
      await assertBalancesMatchModel();
      await assertLedgerInvariants(pool);
    }),
    // Runs share the players and the model, so a failure cannot be shrunk: report it as found.
    { numRuns: 40, endOnFailure: true },
  );
});

// The API is killed with SIGKILL while players bet, win and roll back through the provider gateway
// and Hub88, win the jackpot, swap currencies and receive chain deposits, then restarted: every
// operation a caller saw acknowledged answers its original result when sent again, the repeats move
// no money (nothing acknowledged was lost and redone), and the ledger invariants hold.

import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

import { insertTestGames, TEST_GAMES } from '../../../test/games.js';
import {
  countRows,
  createTestDatabase,
  FINGERPRINT,
  fullRegistration,
} from '../../../test/harness.js';
import {
  betBody,
  HUB88_DEMO_PUBLIC_KEY_FILE,
  hub88Session,
  hub88Settings,
  insertHub88Game,
  rollbackBody,
  signAsHub88,
  winBody,
  type Hub88Session,
} from '../../../test/hub88.js';
import { killableApi, type Answer } from '../../../test/killable-api.js';
import { assertLedgerInvariants } from '../../../test/wallet.js';
import { DEMO_OPERATOR_KEY, demoProviderSecret } from '../../config.js';
import { signBody, SIGNATURE_HEADER } from '../gateway/signature.js';
import { HUB88_SIGNATURE_HEADER } from '../hub88/signature.js';

const PLAYERS = 5;
/** Acknowledgements to wait for before the kill, so it lands mid-load. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

const database = await createTestDatabase();
const folder = await mkdtemp(path.join(tmpdir(), 'croupier-crash-games-'));
const operatorKeyFile = path.join(folder, 'operator-private.pem');
await writeFile(operatorKeyFile, hub88Settings.operatorPrivateKey);
await insertTestGames(database.pool);
await insertHub88Game(database.pool);
const api = await killableApi(database, {
  RECEIPTS_DIR: folder,
  HUB88_API_URL: hub88Settings.apiUrl,
  HUB88_OPERATOR_ID: String(hub88Settings.operatorId),
  HUB88_PUBLIC_KEY_FILE: HUB88_DEMO_PUBLIC_KEY_FILE,
  HUB88_PRIVATE_KEY_FILE: operatorKeyFile,
});

after(async () => {
  await api.stop('SIGTERM');
  await database.drop();
  await rm(folder, { recursive: true, force: true });
});

const operator = { 'x-operator-key': DEMO_OPERATOR_KEY };
/** A game of the demo provider's gateway: Hub88 serves the test slot. */
const slot = TEST_GAMES.table;

async function ok(path: string, body: object, headers: Record<string, string> = {}) {
  const answer = await api.call(path, body, headers);
  assert.ok(answer !== null && answer.statusCode === 200, `${path}: ${JSON.stringify(answer)}`);
  return answer.body.data;
}

/** One call as its caller sends it, again and again with the same key and body. */
type Send = () => Promise<Answer | null>;

/** A kind of operation, and how a repeat's answer compares with the first. */
const KINDS = [
  'gateway bet',
  'gateway win',
  'gateway rollback',
  'gateway jackpot',
  'hub88 bet',
  'hub88 win',
  'hub88 rollback',
  'swap quote',
  'swap execute',
  'chain deposit',
] as const;
type Kind = (typeof KINDS)[number];

interface Step {
  kind: Kind;
  send: Send;
}

/**
 * What a repeat must answer as the first did. A jackpot is paid once per round, and a repeat
 * answers the amount the first paid with the player's balance of now (docs/jackpot.md); every
 * other call answers its stored first answer.
 */
const comparable = (kind: Kind, answer: Answer | null) =>
  kind !== 'gateway jackpot' || answer === null
    ? answer
    : { ...answer, body: { ...answer.body, data: { ...answer.body.data, balance: undefined } } };

/** A provider's signed call to the gateway. */
function gatewayCall(call: string, body: object) {
  const payload = JSON.stringify(body);
  return api.callRaw(`/gateway/v1/${slot.gpid}/${call}`, payload, {
    [SIGNATURE_HEADER]: signBody(payload, demoProviderSecret(slot.gpid)),
  });
}

const gateway = (call: 'bet' | 'win' | 'rollback' | 'jackpot', body: object): Step => ({
  kind: `gateway ${call}`,
  send: () => gatewayCall(call, body),
});

const hub88 = (call: 'bet' | 'win' | 'rollback', body: object): Step => ({
  kind: `hub88 ${call}`,
  send: () => {
    const payload = JSON.stringify(body);
    return api.callRaw(`/hub88/transaction/${call}`, payload, {
      [HUB88_SIGNATURE_HEADER]: signAsHub88(payload),
    });
  },
});

interface Player {
  loginToken: string;
  sessionId: string;
  hub88: Hub88Session;
  depositAddress: string;
}

async function newPlayer(): Promise<Player> {
  const registration = fullRegistration();
  const { sessionToken } = await ok('/v1/tsGenerateSessionToken', {
    brandId: 'croupier',
    clientFingerprint: FINGERPRINT,
  });
  const { playerToken: loginToken } = await ok('/v1/register3', registration, {
    authorization: sessionToken,
  });
  const authorization = { authorization: loginToken };
  const deposit = { transactionType: 'DEPOSIT', currency: 'IDR', amount: '2000000' };
  const { transactionId } = await ok(
    '/v1/depo-wd',
    { ...deposit, paymentChannel: 'BCA' },
    authorization,
  );
  await ok(`/admin/v1/transactions/${transactionId}/approve`, {}, operator);
  const { launchUrl } = await ok(
    '/v1/game',
    { gpid: slot.gpid, gameCode: slot.code },
    authorization,
  );
  const token = new URL(launchUrl as string, api.baseUrl).searchParams.get('token');
  const authenticated = await gatewayCall('authenticate', { token });
  assert.equal(authenticated?.statusCode, 200, JSON.stringify(authenticated));
  const { address } = await ok(
    '/v1/cryptoWallet/getAddress',
    { currency: 'USDT', network: 'TRC20' },
    authorization,
  );
  return {
    loginToken,
    sessionId: authenticated.body.data.sessionId,
    hub88: await hub88Session(database.pool, registration.username),
    depositAddress: address,
  };
}

/**
 * The calls of one player, in sequences that each run in order, side by side with the others;
 * each sequence twice, so the load goes on after every kind has been acknowledged once.
 */
function sequencesOf(player: Player): Step[][] {
  const { sessionId, loginToken } = player;
  const gatewayBetThen = (next: (bet: { transactionId: string; roundId: string }) => Step) => {
    const bet = {
      sessionId,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: slot.code,
      amount: '1000.00',
    };
    return [gateway('bet', bet), next(bet)];
  };
  const gatewayWin = (roundId: string, amount: string) =>
    gateway('win', { sessionId, transactionId: randomUUID(), roundId, amount });
  const hub88BetThen = (next: (bet: ReturnType<typeof betBody>) => Step) => {
    const bet = betBody(player.hub88);
    return [hub88('bet', bet), next(bet)];
  };
  const swap = (): Step[] => {
    let quoteId: string | undefined;
    const keyed = () => ({ authorization: loginToken, 'idempotency-key': randomUUID() });
    const [quoteHeaders, executeHeaders] = [keyed(), keyed()];
    const quote = { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USDT', amount: '32500' };
    return [
      {
        kind: 'swap quote',
        send: async () => {
          const answer = await api.call('/v1/swap', quote, quoteHeaders);
          quoteId = answer?.body?.data?.quoteId;
          return answer;
        },
      },
      {
        kind: 'swap execute',
        send: () => api.call('/v1/swap', { action: 'execute', quoteId }, executeHeaders),
      },
    ];
  };
  const chainDeposit = (): Step => {
    const report = {
      address: player.depositAddress,
      currency: 'USDT',
      network: 'TRC20',
      amount: '12.5',
      txHash: randomBytes(32).toString('hex'),
    };
    return {
      kind: 'chain deposit',
      send: () => api.call('/admin/v1/crypto/confirm-deposit', report, operator),
    };
  };
  const twice = (sequence: () => Step[]) => [...sequence(), ...sequence()];
  return [
    twice(() => [
      ...gatewayBetThen((bet) => gatewayWin(bet.roundId, '2500.00')),
      ...gatewayBetThen((bet) => gatewayWin(bet.roundId, '0.00')),
    ]),
    twice(() => [
      ...gatewayBetThen((bet) =>
        gateway('rollback', { sessionId, transactionId: bet.transactionId }),
      ),
      ...gatewayBetThen((bet) =>
        gateway('jackpot', { sessionId, transactionId: randomUUID(), roundId: bet.roundId }),
      ),
    ]),
    twice(() => [
      ...hub88BetThen((bet) => hub88('win', winBody(player.hub88, bet, { amount: 250_000 }))),
      ...hub88BetThen((bet) => hub88('rollback', rollbackBody(player.hub88, bet))),
    ]),
    twice(() => [...swap(), ...swap()]),
    twice(() => [chainDeposit(), chainDeposit()]),
  ];
}

/** Whether an answer acknowledges the operation: HTTP 200, and RS_OK for Hub88. */
const acknowledges = (answer: Answer) =>
  answer.statusCode === 200 && (answer.body.status === undefined || answer.body.status === 'RS_OK');

test(
  'acknowledged bets, wins, rollbacks, jackpots, swaps and chain deposits survive a SIGKILL',
  { timeout: 120_000 },
  async () => {
    await api.start();
    const players = await Promise.all(Array.from({ length: PLAYERS }, newPlayer));
    const sequences = players.flatMap(sequencesOf);
    const operations = sequences.reduce((total, sequence) => total + sequence.length, 0);

    const acknowledged: Array<Step & { answer: Answer }> = [];
    const kindsAcknowledged = new Set<Kind>();
    let killed: Promise<unknown> | undefined;
    await Promise.all(
      sequences.map(async (sequence) => {
        for (const step of sequence) {
          const answer = await step.send();
          // A broken connection ends the sequence: the server died under the call.
          if (answer === null) return;
          assert.ok(acknowledges(answer), `${step.kind}: ${JSON.stringify(answer.body)}`);
          acknowledged.push({ ...step, answer });
          kindsAcknowledged.add(step.kind);
          // Once every kind has been acknowledged, with many calls still in flight.
          const due =
            acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL &&
            kindsAcknowledged.size === KINDS.length;
          if (due && killed === undefined) killed = api.stop('SIGKILL');
        }
      }),
    );
    await killed;
    assert.deepEqual([...kindsAcknowledged].sort(), [...KINDS].sort());
    assert.ok(killed !== undefined, `only ${acknowledged.length} of ${operations} acknowledged`);
    assert.ok(
      acknowledged.length < operations,
      `the kill landed before the load finished: ${acknowledged.length} of ${operations}`,
    );

    await api.start();
    const transfers = await countRows(database.pool, 'ledger_transfers');
    for (const { kind, send, answer } of acknowledged) {
      assert.deepEqual(
        comparable(kind, await send()),
        comparable(kind, answer),
        `a ${kind} sent again after the restart answers the original`,
      );
    }
    assert.equal(
      await countRows(database.pool, 'ledger_transfers'),
      transfers,
      'no acknowledged operation was lost and made again by its repeat',
    );
    await assertLedgerInvariants(database.pool);
  },
);

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

/**
 * Jackpot calls: paid once per round, and a repeat answers the amount the first paid with the
 * player's balance of now (docs/jackpot.md), where other calls answer their stored first answer.
 */
const jackpotCalls = new Set<Send>();
const withoutBalance = (answer: Answer | null) =>
  answer === null
    ? null
    : { ...answer, body: { ...answer.body, data: { ...answer.body.data, balance: undefined } } };

const gateway =
  (call: string, body: object): Send =>
  () => {
    const payload = JSON.stringify(body);
    return api.callRaw(`/gateway/v1/${slot.gpid}/${call}`, payload, {
      [SIGNATURE_HEADER]: signBody(payload, demoProviderSecret(slot.gpid)),
    });
  };

const hub88 =
  (call: string, body: object): Send =>
  () => {
    const payload = JSON.stringify(body);
    return api.callRaw(`/hub88/transaction/${call}`, payload, {
      [HUB88_SIGNATURE_HEADER]: signAsHub88(payload),
    });
  };

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
  const authenticated = await gateway('authenticate', { token })();
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

/** The calls of one player, in sequences that each run in order, side by side with the others. */
function sequencesOf(player: Player) {
  const { sessionId, loginToken } = player;
  const gatewayBet = (roundId: string) => ({
    sessionId,
    transactionId: randomUUID(),
    roundId,
    gameCode: slot.code,
    amount: '1000.00',
  });
  const betThen = (next: (bet: ReturnType<typeof gatewayBet>) => Send) => {
    const bet = gatewayBet(randomUUID());
    return [gateway('bet', bet), next(bet)];
  };
  const hub88BetThen = (next: (bet: ReturnType<typeof betBody>) => Send) => {
    const bet = betBody(player.hub88);
    return [hub88('bet', bet), next(bet)];
  };
  const swap = (): Send[] => {
    let quoteId: string | undefined;
    const keyed = () => ({ authorization: loginToken, 'idempotency-key': randomUUID() });
    const [quoteHeaders, executeHeaders] = [keyed(), keyed()];
    const quote = { action: 'quote', fromCurrency: 'IDR', toCurrency: 'USDT', amount: '32500' };
    return [
      async () => {
        const answer = await api.call('/v1/swap', quote, quoteHeaders);
        quoteId = answer?.body?.data?.quoteId;
        return answer;
      },
      () => api.call('/v1/swap', { action: 'execute', quoteId }, executeHeaders),
    ];
  };
  const chainDeposit = (): Send => {
    const report = {
      address: player.depositAddress,
      currency: 'USDT',
      network: 'TRC20',
      amount: '12.5',
      txHash: randomBytes(32).toString('hex'),
    };
    return () => api.call('/admin/v1/crypto/confirm-deposit', report, operator);
  };
  return [
    [
      ...betThen((bet) =>
        gateway('win', {
          sessionId,
          transactionId: randomUUID(),
          roundId: bet.roundId,
          amount: '2500.00',
        }),
      ),
      ...betThen((bet) =>
        gateway('win', {
          sessionId,
          transactionId: randomUUID(),
          roundId: bet.roundId,
          amount: '0.00',
        }),
      ),
    ],
    [
      ...betThen((bet) => gateway('rollback', { sessionId, transactionId: bet.transactionId })),
      ...betThen((bet) => {
        const send = gateway('jackpot', {
          sessionId,
          transactionId: randomUUID(),
          roundId: bet.roundId,
        });
        jackpotCalls.add(send);
        return send;
      }),
    ],
    [
      ...hub88BetThen((bet) => hub88('win', winBody(player.hub88, bet, { amount: 250_000 }))),
      ...hub88BetThen((bet) => hub88('rollback', rollbackBody(player.hub88, bet))),
    ],
    [...swap(), ...swap()],
    [chainDeposit(), chainDeposit(), chainDeposit()],
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

    const acknowledged: Array<{ send: Send; answer: Answer }> = [];
    let killed: Promise<void> | undefined;
    await Promise.all(
      sequences.map(async (sequence) => {
        for (const send of sequence) {
          const answer = await send();
          // A broken connection ends the sequence: the server died under the call.
          if (answer === null) return;
          assert.ok(acknowledges(answer), JSON.stringify(answer.body));
          acknowledged.push({ send, answer });
          if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) killed = api.stop('SIGKILL');
        }
      }),
    );
    await killed;
    assert.ok(killed !== undefined, `only ${acknowledged.length} of ${operations} acknowledged`);
    assert.ok(acknowledged.length < operations, 'the kill landed before the load finished');

    await api.start();
    const transfers = await countRows(database.pool, 'ledger_transfers');
    for (const { send, answer } of acknowledged) {
      const repeat = await send();
      if (jackpotCalls.has(send)) {
        assert.deepEqual(withoutBalance(repeat), withoutBalance(answer), 'a jackpot is paid once');
      } else {
        assert.deepEqual(repeat, answer, 'a repeat after the restart answers the original');
      }
    }
    assert.equal(
      await countRows(database.pool, 'ledger_transfers'),
      transfers,
      'no acknowledged operation was lost and made again by its repeat',
    );
    await assertLedgerInvariants(database.pool);
  },
);

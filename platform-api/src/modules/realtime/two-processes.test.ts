// Two API processes on one database, as in a scaled-out deployment: a player subscribed on B hears
// of a deposit that an operator approved through A.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import type { DepoWdNotification, NewBalanceEvent } from '../../../../shared/src/wallet/types.js';
import { DEMO_OPERATOR_KEY } from '../../config.js';
import { createTestDatabase, FINGERPRINT, fullRegistration } from '../../../test/harness.js';
import { connectRealtime, NEW_BALANCE, PLAYER_NOTIF_DEPOWD, ResultStream } from './test-client.js';

const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 20_000;
const EXIT_TIMEOUT_MS = 5_000;

const children = new Set<ChildProcess>();
// Whatever ends this test process, no API process outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

/** Starts `tsx src/main.ts` and resolves with its base URL once it serves. */
async function startApi(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API on port ${port} not up in time:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Platform API on http://')) {
        clearTimeout(timer);
        resolve(`127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API on port ${port} exited with ${code}:\n${output}`));
    });
  });
}

async function stopApis(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function call(
  host: string,
  route: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ errorCode: number; data: Record<string, string> }> {
  const response = await fetch(`http://${host}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errorCode: number; data: Record<string, string> };
  assert.equal(response.status, 200, `${route}: ${JSON.stringify(answer)}`);
  return answer;
}

const database = await createTestDatabase();
const receiptsDir = await mkdtemp(path.join(tmpdir(), 'croupier-receipts-'));
after(async () => {
  await stopApis();
  await database.drop();
  await rm(receiptsDir, { recursive: true, force: true });
});

test('a subscriber on process B receives a deposit approved through process A', async () => {
  const env = {
    DATABASE_URL: database.pool.options.connectionString,
    OPERATOR_KEY: DEMO_OPERATOR_KEY,
    RECEIPTS_DIR: receiptsDir,
  };
  const [apiA, apiB] = await Promise.all([startApi(env), startApi(env)]);

  const registration = fullRegistration();
  const { data: session } = await call(apiA, '/v1/tsGenerateSessionToken', {
    brandId: registration.brandId,
    clientFingerprint: FINGERPRINT,
  });
  const { data: registered } = await call(apiA, '/v1/register3', registration, {
    authorization: session.sessionToken as string,
  });
  const loginToken = registered.playerToken as string;
  const brandUsername = `croupier_${registration.username}`;

  const client = await connectRealtime(`ws://${apiB}/graphql`, { authorization: loginToken });
  after(() => client.close());
  const decisions = new ResultStream(client, PLAYER_NOTIF_DEPOWD, { brandUsername });
  const balances = new ResultStream(client, NEW_BALANCE, { brandUsername });
  const before = (await balances.next()).data as { newBalance: NewBalanceEvent };
  assert.equal(before.newBalance.walletBalance.IDR?.totalBalance, '0.00');

  const { data: deposit } = await call(
    apiA,
    '/v1/depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '75000', paymentChannel: 'BCA' },
    { authorization: loginToken },
  );
  await call(
    apiA,
    `/admin/v1/transactions/${deposit.transactionId}/approve`,
    {},
    {
      'x-operator-key': DEMO_OPERATOR_KEY,
    },
  );

  const expected: DepoWdNotification = {
    amount: '75000.00',
    brandUsername,
    currency: 'IDR',
    transactionStatus: 'success',
    transactionType: 'deposit',
  };
  assert.deepEqual(await decisions.next(), { data: { playerNotifDepoWd: expected } });
  const approved = (await balances.next()).data as { newBalance: NewBalanceEvent };
  assert.deepEqual(approved.newBalance.walletBalance.IDR, {
    currency: 'IDR',
    totalBalance: '75000.00',
    heldBalance: '0.00',
  });
  assert.equal(approved.newBalance.brandUsername, brandUsername);
});

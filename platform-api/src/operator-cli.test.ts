// The operator CLI (scripts/operator.ts) against a listening API.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import sharp from 'sharp';

import { post, relaxedSettings, startTestApp } from '../test/harness.js';
import { apiKey, logIn, staffMember, totpCode } from '../test/operators.js';
import { DEMO_STAFF_SECRET_KEY } from './config.js';
import { parseSecretKey } from './security/secret-box.js';
import { walletPlayer } from '../test/wallet.js';
import { movementOf } from './modules/payments/decisions.js';

const receiptsDir = await mkdtemp(path.join(tmpdir(), 'croupier-cli-receipts-'));
/** Where the operator "typed" the command: relative --out paths land here. */
const typedIn = await mkdtemp(path.join(tmpdir(), 'croupier-cli-cwd-'));
const { app, pool, close, databaseUrl } = await startTestApp({ ...relaxedSettings, receiptsDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
assert.ok(address !== null && typeof address === 'object');
const apiUrl = `http://127.0.0.1:${address.port}`;
after(async () => {
  await close();
  await rm(receiptsDir, { recursive: true, force: true });
  await rm(typedIn, { recursive: true, force: true });
});

const packageRoot = fileURLToPath(new URL('../', import.meta.url));

async function operator(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', ...args],
      { cwd: packageRoot, env: { ...process.env, API_URL: apiUrl, INIT_CWD: typedIn, ...env } },
    );
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test('decisions move money as the rules say', () => {
  assert.deepEqual(movementOf('DEPOSIT', 'approve'), {
    kind: 'deposit',
    from: 'deposits_clearing',
    to: 'player',
  });
  assert.equal(movementOf('DEPOSIT', 'decline'), null);
  assert.deepEqual(movementOf('WITHDRAW', 'approve'), {
    kind: 'withdraw_payout',
    from: 'withdrawals_in_flight',
    to: 'deposits_clearing',
  });
  assert.deepEqual(movementOf('WITHDRAW', 'decline'), {
    kind: 'withdraw_release',
    from: 'withdrawals_in_flight',
    to: 'player',
  });
});

test('pending, approve, decline and set-rate print tables; refusals exit 1', async () => {
  const { loginToken } = await walletPlayer(app);
  const deposit = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '75000', paymentChannel: 'BCA' },
    loginToken,
  );
  const id = deposit.body.data.transactionId;

  const pending = await operator(['pending']);
  assert.equal(pending.exitCode, 0, pending.stderr);
  assert.match(pending.stdout, /^id\s+brand\s+player\s+type\s+amount/m);
  assert.match(
    pending.stdout,
    new RegExp(`${id}\\s+croupier\\s+\\S+\\s+DEPOSIT\\s+75000\\.00 IDR`),
  );

  const approved = await operator(['approve', id]);
  assert.equal(approved.exitCode, 0, approved.stderr);
  assert.match(approved.stdout, /SUCCESS/);
  const declined = await operator(['decline', id, '--reason', 'duplicate_request']);
  assert.equal(declined.exitCode, 1);
  assert.match(declined.stderr, /HTTP 409: .*already approved \(errorCode 13\)/);

  const rate = await operator(['set-rate', 'USD', 'MYR', '4.5', '--spread', '0.02']);
  assert.equal(rate.exitCode, 0, rate.stderr);
  assert.match(rate.stdout, /USD\s+MYR\s+4\.5/);

  const wrongKey = await operator(['pending'], { OPERATOR_KEY: 'not-the-key' });
  assert.equal(wrongKey.exitCode, 1);
  assert.match(wrongKey.stderr, /HTTP 401/);
  const missingReceipt = await operator(['receipt', id]);
  assert.equal(missingReceipt.exitCode, 1);
  assert.match(missingReceipt.stderr, /no receipt/);
  const usage = await operator(['decline', id]);
  assert.equal(usage.exitCode, 1);
  assert.match(usage.stderr, /Missing --reason/);
});

test('payments pending, approve, decline and receipt: the payment commands under their one name', async () => {
  const { loginToken } = await walletPlayer(app);
  const request = (amount: string) =>
    post(
      app,
      'depo-wd',
      { transactionType: 'DEPOSIT', currency: 'IDR', amount, paymentChannel: 'BCA' },
      loginToken,
    );
  const approvedId = (await request('61000')).body.data.transactionId;
  const declinedId = (await request('62000')).body.data.transactionId;

  const pending = await operator(['payments', 'pending']);
  assert.equal(pending.exitCode, 0, pending.stderr);
  assert.match(
    pending.stdout,
    new RegExp(`${approvedId}\\s+croupier\\s+\\S+\\s+DEPOSIT\\s+61000\\.00 IDR`),
  );
  assert.match(
    pending.stdout,
    new RegExp(`${declinedId}\\s+croupier\\s+\\S+\\s+DEPOSIT\\s+62000\\.00 IDR`),
  );

  const approved = await operator(['payments', 'approve', approvedId]);
  assert.equal(approved.exitCode, 0, approved.stderr);
  assert.match(approved.stdout, new RegExp(`${approvedId}\\s+DEPOSIT\\s+SUCCESS`));
  const declined = await operator([
    'payments',
    'decline',
    declinedId,
    '--reason',
    'amount_mismatch',
  ]);
  assert.equal(declined.exitCode, 0, declined.stderr);
  assert.match(declined.stdout, new RegExp(`${declinedId}\\s+DEPOSIT\\s+DECLINED`));
  const stored = await pool.query<{ id: string; status: string }>(
    'SELECT id::text, status FROM payments WHERE id = ANY ($1) ORDER BY amount',
    [[approvedId, declinedId]],
  );
  assert.deepEqual(stored.rows, [
    { id: approvedId, status: 'approved' },
    { id: declinedId, status: 'declined' },
  ]);

  const missingReceipt = await operator(['payments', 'receipt', approvedId]);
  assert.equal(missingReceipt.exitCode, 1);
  assert.match(missingReceipt.stderr, /no receipt/);
  const unknown = await operator(['payments', 'refund', approvedId]);
  assert.equal(unknown.exitCode, 1);
  assert.match(unknown.stderr, /Unknown payments command refund/);
});

test('receipt saves the image next to where the command was typed', async () => {
  const { loginToken } = await walletPlayer(app);
  const png = await sharp({ create: { width: 5, height: 3, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries({
    transactionType: 'DEPOSIT',
    currency: 'IDR',
    amount: '80000',
    paymentChannel: 'BCA',
  })) {
    form.append(name, value);
  }
  form.append('receipt', new Blob([png], { type: 'image/png' }), 'r.png');
  const response = await fetch(`${apiUrl}/v1/depowd`, {
    method: 'POST',
    headers: { authorization: loginToken },
    body: form,
  });
  const { data } = (await response.json()) as { data: { transactionId: string } };
  const saved = await operator(['receipt', data.transactionId, '--out', 'copy.png']);
  assert.equal(saved.exitCode, 0, saved.stderr);
  const { format, width, height } = await sharp(
    await readFile(path.join(typedIn, 'copy.png')),
  ).metadata();
  assert.deepEqual({ format, width, height }, { format: 'png', width: 5, height: 3 });
});

test('bonus credits a promotion once per --key', async () => {
  const { username, loginToken } = await walletPlayer(app);
  const args = [
    'bonus',
    ...['--brand', 'croupier', '--username', username, '--amount', '12500'],
    ...['--currency', 'IDR', '--description', 'Welcome gift', '--key', `cli-${username}`],
  ];
  for (let run = 0; run < 2; run++) {
    const credited = await operator(args);
    assert.equal(credited.exitCode, 0, credited.stderr);
    assert.match(credited.stdout, new RegExp(`12500\\.00 IDR\\s+Welcome gift\\s+cli-${username}`));
  }
  const bonuses = await post(app, 'bonus/list', {}, loginToken);
  assert.equal(bonuses.body.data.total, 1);
  const missing = await operator(args.slice(0, 3));
  assert.equal(missing.exitCode, 1);
  assert.match(missing.stderr, /Missing --username/);
});

test('bonus offers, create-offer, grant, forfeit and report run the operator bonus API', async () => {
  const { username, loginToken } = await walletPlayer(app);
  const { playerId } = (await post(app, 'me', {}, loginToken)).body.data;
  const offerFile = path.join(typedIn, 'offer.json');
  const terms = {
    currencies: { IDR: { maxGrant: '20000' } },
    wageringMultiplier: '5',
    wageringBase: 'bonus',
    weights: { default: 100, categories: {}, providers: {}, games: {} },
    expiryDays: 7,
    claimsPerPlayer: 1,
    verifiedOnly: false,
    qualifyingProduct: 'casino',
    rewardProduct: 'casino',
  };
  await writeFile(offerFile, JSON.stringify({ kind: 'manual', name: 'CLI apology', terms }));
  const created = await operator([
    'bonus',
    'create-offer',
    '--brand',
    'croupier',
    '--file',
    'offer.json',
  ]);
  assert.equal(created.exitCode, 0, created.stderr);
  const offerId = /^([0-9a-f-]{36})\s+manual\s+CLI apology/m.exec(created.stdout)?.[1];
  assert.ok(offerId, created.stdout);

  await writeFile(
    offerFile,
    JSON.stringify({
      kind: 'manual',
      name: 'Capped',
      terms: { ...terms, currencies: { IDR: { maxGrant: '1', maxWinnings: '5' } } },
    }),
  );
  const refused = await operator([
    'bonus',
    'create-offer',
    '--brand',
    'croupier',
    '--file',
    'offer.json',
  ]);
  assert.equal(refused.exitCode, 1);
  assert.match(refused.stderr, /HTTP 4\d\d: .*winnings/i);

  const listed = await operator(['bonus', 'offers', '--brand', 'croupier', '--status', 'active']);
  assert.match(
    listed.stdout,
    new RegExp(`${offerId}\\s+manual\\s+CLI apology\\s+active\\s+IDR\\s+5x bonus\\s+7`),
  );

  const grantArgs = [
    'bonus',
    'grant',
    playerId,
    '--offer',
    offerId,
    '--key',
    `cli-grant-${username}`,
  ];
  const granted = await operator(grantArgs);
  assert.equal(granted.exitCode, 0, granted.stderr);
  assert.equal((await operator(grantArgs)).exitCode, 0);
  const grantId = /^([0-9a-f-]{36})\s+active\s+20000\.00 IDR/m.exec(granted.stdout)?.[1];
  assert.ok(grantId, granted.stdout);
  assert.equal((await post(app, 'bonus/grants', {}, loginToken)).body.data.length, 1);

  const forfeited = await operator(['bonus', 'forfeit', grantId, '--reason', 'Sent by mistake']);
  assert.equal(forfeited.exitCode, 0, forfeited.stderr);
  assert.match(forfeited.stdout, /forfeited .* staff: Sent by mistake/);

  const today = new Date().toISOString().slice(0, 10);
  const range = ['--brand', 'croupier', '--from', today, '--to', today];
  const report = await operator(['bonus', 'report', ...range]);
  assert.match(report.stdout, /CLI apology\s+manual\s+IDR\s+1\s+20000\.00\s+0\.00\s+20000\.00/);
  const csv = await operator(['bonus', 'report', ...range, '--csv']);
  assert.match(
    csv.stdout,
    new RegExp(
      `^${offerId},CLI apology,manual,IDR,1,20000\\.00,0\\.00,20000\\.00,0\\.00,0\\.00$`,
      'm',
    ),
  );

  const archived = await operator(['bonus', 'archive', offerId, '--brand', 'croupier']);
  assert.match(archived.stdout, /CLI apology\s+archived/);
  const unknown = await operator(['bonus', 'refund']);
  assert.deepEqual(
    [unknown.exitCode, /Unknown bonus command refund/.test(unknown.stderr)],
    [1, true],
  );
});

test('staff add creates a staff member in the database; --json prints one object', async () => {
  const database = { DATABASE_URL: databaseUrl };
  const added = await operator(
    [
      'staff',
      'add',
      'cli-owner',
      '--role',
      'owner',
      '--role',
      'release',
      '--brand',
      'lagoon',
      '--json',
    ],
    database,
  );
  assert.equal(added.exitCode, 0, added.stderr);
  const shown = JSON.parse(added.stdout);
  assert.deepEqual(Object.keys(shown), ['username', 'password', 'totpSecret', 'otpauthUri']);
  assert.equal(shown.username, 'cli-owner');
  assert.match(
    shown.otpauthUri,
    new RegExp(`^otpauth://totp/.*cli-owner\\?.*secret=${shown.totpSecret}`),
  );
  const { response } = await logIn(app, {
    username: 'cli-owner',
    password: shown.password,
    totp: await totpCode(shown.totpSecret),
  });
  assert.deepEqual(response.body.data, {
    username: 'cli-owner',
    roles: ['owner', 'release'],
    brands: ['lagoon'],
    mustChangePassword: true,
  });
  const audited = await pool.query(
    `SELECT actor, actor_kind AS "actorKind", after->>'username' AS username FROM audit_log
     WHERE action = 'staff.create' AND target = 'cli-owner'`,
  );
  assert.equal(audited.rows.length, 1, 'the CLI write is audited');
  assert.equal(audited.rows[0].actorKind, 'cli');
  assert.match(audited.rows[0].actor, /^cli:/);
  assert.equal(audited.rows[0].username, 'cli-owner');

  const chosen = await operator(
    ['staff', 'add', 'cli-payments', '--role', 'payments', '--password', 'chosenPassw0rd'],
    database,
  );
  assert.equal(chosen.exitCode, 0, chosen.stderr);
  assert.match(chosen.stdout, /brands: all/);
  assert.match(chosen.stdout, /^Password: chosenPassw0rd$/m);

  for (const [args, refusal] of [
    [['cli-owner', '--role', 'owner'], /username cli-owner is taken/],
    [['cli-x', '--role', 'croupier'], /Give --role, one or more of owner, payments/],
    [['cli-x'], /Give --role/],
    [['cli-x', '--role', 'owner', '--brand', 'atlantis'], /Unknown brand atlantis/],
    [['cli-x', '--role', 'owner', '--password', 'short'], /password: 8–64 characters/],
  ] as const) {
    const refused = await operator(['staff', 'add', ...args], database);
    assert.equal(refused.exitCode, 1, args.join(' '));
    assert.match(refused.stderr, refusal);
  }
});

test('staff reseal-secrets seals every TOTP secret again under STAFF_SECRET_KEY, audited', async () => {
  await staffMember(pool, ['support']);
  const next = randomBytes(32).toString('hex');
  const rotate = (current: string, previous: string) =>
    operator(['staff', 'reseal-secrets'], {
      DATABASE_URL: databaseUrl,
      STAFF_SECRET_KEY: current,
      STAFF_SECRET_KEY_PREVIOUS: previous,
    });
  try {
    const rotated = await rotate(next, DEMO_STAFF_SECRET_KEY);
    assert.equal(rotated.exitCode, 0, rotated.stderr);
    assert.match(rotated.stdout, /^Sealed the TOTP secrets of [1-9]\d* staff members under key /m);
    const { rows } = await pool.query<{ totp: string }>('SELECT totp_secret AS totp FROM staff');
    const nextId = parseSecretKey(next).id;
    assert.ok(rows.every(({ totp }) => totp.startsWith(`aes256gcm:${nextId}:`)));
    const audited = await pool.query(
      `SELECT actor_kind AS "actorKind", after FROM audit_log WHERE action = 'staff.reseal-secrets'`,
    );
    assert.equal(audited.rows[0]?.actorKind, 'cli');
    assert.equal(audited.rows[0]?.after.keyId, nextId);

    const withoutOldKey = await operator(['staff', 'reseal-secrets'], {
      DATABASE_URL: databaseUrl,
      STAFF_SECRET_KEY: DEMO_STAFF_SECRET_KEY,
    });
    assert.equal(withoutOldKey.exitCode, 1);
    assert.match(withoutOldKey.stderr, new RegExp(`sealed under key ${nextId} cannot be opened`));
  } finally {
    // Back to the key the test app seals with.
    const restored = await rotate(DEMO_STAFF_SECRET_KEY, next);
    assert.equal(restored.exitCode, 0, restored.stderr);
  }
});

test('the other commands authenticate with an API key from --api-key or OPERATOR_KEY', async () => {
  const payments = await apiKey(app, 'cli payments', ['payments']);
  const byFlag = await operator(['pending', '--api-key', payments], {
    OPERATOR_KEY: 'not-the-key',
  });
  assert.equal(byFlag.exitCode, 0, byFlag.stderr);
  const byEnv = await operator(['pending'], { OPERATOR_KEY: payments });
  assert.equal(byEnv.exitCode, 0, byEnv.stderr);
  const support = await apiKey(app, 'cli support', ['support']);
  const refused = await operator(['set-rate', 'USD', 'MYR', '4.5', '--api-key', support]);
  assert.equal(refused.exitCode, 1);
  assert.match(refused.stderr, /HTTP 403: This needs the role payments \(errorCode 30\)/);
});

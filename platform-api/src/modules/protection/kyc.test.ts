// Identity verification: uploads, the operator's decisions (API and CLI), screening, and the
// brand's gates on deposits, withdrawals and play, with the AML threshold.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import sharp from 'sharp';

import { gatewayCall, insertTestGames, providerSession, TEST_GAMES } from '../../../test/games.js';
import { post, relaxedSettings, startTestApp, type JsonResponse } from '../../../test/harness.js';
import { apiKey } from '../../../test/operators.js';
import { admin, assertLedgerInvariants, fund, walletPlayer } from '../../../test/wallet.js';
import { normalizedName, parseScreeningCsv } from './screening.js';

const kycDir = await mkdtemp(path.join(tmpdir(), 'croupier-kyc-'));
const screeningListPath = path.join(kycDir, 'screening-list.csv');
const { app, pool, close } = await startTestApp({ ...relaxedSettings, kycDir, screeningListPath });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
assert.ok(address !== null && typeof address === 'object');
const apiUrl = `http://127.0.0.1:${address.port}`;
after(async () => {
  await close();
  await rm(kycDir, { recursive: true, force: true });
});
before(() => insertTestGames(pool));

const png = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } },
})
  .png()
  .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
  .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(
  token: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string } | null,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== null) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const response = await fetch(`${apiUrl}/v1/kyc/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const body: JsonResponse['body'] = await response.json();
  return { statusCode: response.status, body };
}

const identityFront = (token: string, fullName = 'Test Player') =>
  upload(
    token,
    { documentType: 'identity_front', fullName },
    { bytes: png, name: 'id.png', type: 'image/png' },
  );

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

const setBrandProtection = (settings: string) =>
  pool.query(`UPDATE brand_protection SET ${settings} WHERE brand_id = 'croupier'`);

const depositBody = (amount: string, transactionType = 'DEPOSIT') => ({
  transactionType,
  currency: 'IDR',
  amount,
  paymentChannel: 'BCA',
});

test('screening names compare without case, accents or punctuation; the CSV may have a header', () => {
  assert.equal(normalizedName('  José  MARÍA-Núñez '), 'jose maria nunez');
  assert.deepEqual(
    parseScreeningCsv('name,date_of_birth\n# a comment\n"Doe, John",1970-01-02\nJane Roe,\n').map(
      ({ name, dateOfBirth }) => [name, dateOfBirth],
    ),
    [
      ['Doe, John', '1970-01-02'],
      ['Jane Roe', null],
    ],
  );
});

test('an upload re-encodes images, accepts PDFs, and marks the verification submitted', async () => {
  const { loginToken } = await walletPlayer(app);
  const before = await post(app, 'kyc/status', {}, loginToken);
  assert.deepEqual(before.body.data, {
    status: 'none',
    reason: null,
    reasonCode: null,
    documents: [],
    acceptedDocumentTypes: [],
  });

  const image = await identityFront(loginToken);
  assert.equal(image.statusCode, 200, JSON.stringify(image.body));
  assert.deepEqual(image.body.data, { status: 'submitted' });
  const document = await upload(
    loginToken,
    { documentType: 'proof_of_address' },
    { bytes: pdf, name: 'bill.pdf', type: 'application/pdf' },
  );
  assert.equal(document.statusCode, 200, JSON.stringify(document.body));

  const status = await post(app, 'kyc/status', {}, loginToken);
  assert.equal(status.body.data.status, 'submitted');
  assert.deepEqual(
    status.body.data.documents.map((entry: { documentType: string }) => entry.documentType),
    ['identity_front', 'proof_of_address'],
  );
  const stored = await readdir(kycDir);
  const storedImage = stored.find((file) => file.endsWith('.png'));
  assert.ok(storedImage !== undefined && stored.some((file) => file.endsWith('.pdf')));
  const metadata = await sharp(path.join(kycDir, storedImage)).metadata();
  assert.equal(metadata.exif, undefined, 'metadata dropped');

  // Another player sees none of it.
  const other = await walletPlayer(app);
  assert.deepEqual((await post(app, 'kyc/status', {}, other.loginToken)).body.data, {
    status: 'none',
    reason: null,
    reasonCode: null,
    documents: [],
    acceptedDocumentTypes: [],
  });
});

test('uploads of the wrong type, size or fields are refused and store nothing', async () => {
  const { loginToken } = await walletPlayer(app);
  const filesBefore = (await readdir(kycDir)).length;
  const refusals = [
    await upload(
      loginToken,
      { documentType: 'selfie' },
      { bytes: png, name: 'a.png', type: 'image/png' },
    ),
    await upload(loginToken, { documentType: 'identity_back' }, null),
    await upload(
      loginToken,
      { documentType: 'identity_back' },
      { bytes: Buffer.from('<html>hi</html>'), name: 'a.png', type: 'image/png' },
    ),
    await upload(
      loginToken,
      { documentType: 'identity_back' },
      { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25), name: 'big.pdf', type: 'application/pdf' },
    ),
    await upload(
      loginToken,
      { documentType: 'identity_back', extra: 'x' },
      { bytes: png, name: 'a.png', type: 'image/png' },
    ),
  ];
  for (const refusal of refusals) {
    assert.equal(refusal.statusCode, 400, JSON.stringify(refusal.body));
    assert.equal(refusal.body.errorCode, 2);
  }
  assert.equal((await readdir(kycDir)).length, filesBefore);
  assert.equal((await post(app, 'kyc/status', {}, loginToken)).body.data.status, 'none');
  const anonymous = await upload('nobody:token', { documentType: 'identity_back' }, null);
  assert.equal(anonymous.statusCode, 401);
});

test('the operator approves or rejects with a reason; the history records both', async () => {
  const approved = await walletPlayer(app);
  const rejected = await walletPlayer(app);
  await identityFront(approved.loginToken);
  await identityFront(rejected.loginToken);
  const ids = {
    approved: await playerIdOf(approved.username),
    rejected: await playerIdOf(rejected.username),
  };
  const pending = await admin(app, 'GET', '/kyc/pending');
  assert.equal(pending.statusCode, 200);
  const listed = pending.body.data.find(
    (entry: { playerId: string }) => entry.playerId === ids.approved,
  );
  assert.equal(listed.fullName, 'Test Player');
  assert.equal(listed.dateOfBirth, '1990-01-15');
  assert.equal(listed.documents[0].documentType, 'identity_front');
  const file = await admin(app, 'GET', `/kyc/documents/${listed.documents[0].documentId}`);
  assert.equal(file.statusCode, 200);
  assert.equal(file.headers['content-type'], 'image/png');

  const approval = await admin(app, 'POST', `/kyc/${ids.approved}/approve`, {});
  assert.equal(approval.statusCode, 200, JSON.stringify(approval.body));
  assert.equal(approval.body.data.status, 'verified');
  const again = await admin(app, 'POST', `/kyc/${ids.approved}/reject`, {
    reason: 'document_expired',
  });
  assert.equal(again.statusCode, 409);
  assert.equal(again.body.errorCode, 13);
  assert.equal((await identityFront(approved.loginToken)).statusCode, 400);

  const rejection = await admin(app, 'POST', `/kyc/${ids.rejected}/reject`, {
    reason: 'document_unreadable',
  });
  assert.equal(rejection.statusCode, 200);
  const status = await post(app, 'kyc/status', {}, rejected.loginToken);
  assert.equal(status.body.data.status, 'rejected');
  assert.equal(status.body.data.reasonCode, 'document_unreadable');
  assert.equal((await identityFront(rejected.loginToken)).body.data.status, 'submitted');

  const view = await admin(app, 'GET', `/players/${ids.rejected}/protection`);
  assert.deepEqual(
    view.body.data.history.map((entry: { action: string; actor: string }) => [
      entry.action,
      entry.actor,
    ]),
    [
      ['verification_submitted', 'player'],
      ['verification_rejected', 'operator'],
      ['verification_submitted', 'player'],
    ],
  );
  assert.equal((await admin(app, 'POST', `/kyc/${randomUUID()}/approve`, {})).statusCode, 404);
});

test('a screening list match holds the verification for a manual review', async () => {
  const { loginToken, username } = await walletPlayer(app);
  const playerId = await playerIdOf(username);
  await writeFile(
    screeningListPath,
    'name,date_of_birth\n"Vladimir Sample",1990-01-15\nOther Person,1980-05-05\n',
  );
  await identityFront(loginToken, 'VLADIMIR  sample');
  const blocked = await admin(app, 'POST', `/kyc/${playerId}/approve`, {});
  assert.equal(blocked.statusCode, 409);
  assert.equal(blocked.body.errorCode, 43);
  assert.match(blocked.body.message, /Vladimir Sample/);
  const pending = await admin(app, 'GET', '/kyc/pending');
  const listed = pending.body.data.find(
    (entry: { playerId: string }) => entry.playerId === playerId,
  );
  assert.equal(listed.screeningMatch, '"Vladimir Sample",1990-01-15');
  assert.equal((await post(app, 'kyc/status', {}, loginToken)).body.data.status, 'submitted');

  const reviewed = await admin(app, 'POST', `/kyc/${playerId}/approve`, {
    screeningReviewed: true,
  });
  assert.equal(reviewed.statusCode, 200);
  assert.equal(reviewed.body.data.status, 'verified');
  assert.equal(reviewed.body.data.screeningMatch, '"Vladimir Sample",1990-01-15');
  await rm(screeningListPath);
});

test('the brand’s gates refuse deposits, withdrawals and play until verified, saying why', async () => {
  await setBrandProtection(
    'verify_before_deposit = true, verify_before_withdrawal = true, verify_before_play = true',
  );
  try {
    const { loginToken, username } = await walletPlayer(app);
    const deposit = await post(app, 'depo-wd', depositBody('100000'), loginToken);
    assert.equal(deposit.statusCode, 403);
    assert.equal(deposit.body.errorCode, 42);
    assert.match(deposit.body.message, /before depositing/);
    const withdrawal = await post(app, 'depo-wd', depositBody('50000', 'WITHDRAW'), loginToken);
    assert.equal(withdrawal.body.errorCode, 42);
    assert.match(withdrawal.body.message, /before your first withdrawal/);
    const sessionId = await providerSession(app, loginToken, TEST_GAMES.slot);
    const bet = () =>
      gatewayCall(app, TEST_GAMES.slot.gpid, 'bet', {
        sessionId,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: TEST_GAMES.slot.code,
        amount: '1000',
      });
    const refusedBet = await bet();
    assert.equal(refusedBet.body.errorCode, 44);
    assert.match(refusedBet.body.message, /Verify your identity before playing/);

    await identityFront(loginToken);
    await admin(app, 'POST', `/kyc/${await playerIdOf(username)}/approve`, {});
    await fund(app, loginToken, '200000');
    assert.equal((await bet()).statusCode, 200);
    assert.equal(
      (await post(app, 'depo-wd', depositBody('50000', 'WITHDRAW'), loginToken)).statusCode,
      200,
    );
    await assertLedgerInvariants(pool);
  } finally {
    await setBrandProtection(
      'verify_before_deposit = false, verify_before_withdrawal = false, verify_before_play = false',
    );
  }
});

test('approved deposits reaching the AML threshold within 30 days make the next wait for verification', async () => {
  await setBrandProtection('aml_threshold = 1000000');
  try {
    const { loginToken, username } = await walletPlayer(app);
    await fund(app, loginToken, '600000');
    // A pending deposit does not count toward the threshold; approved ones do.
    assert.equal((await post(app, 'depo-wd', depositBody('300000'), loginToken)).statusCode, 200);
    await fund(app, loginToken, '400000');
    const refused = await post(app, 'depo-wd', depositBody('50000'), loginToken);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.body.errorCode, 42);
    assert.match(refused.body.message, /last 30 days reached 1000000 IDR/);

    const playerId = await playerIdOf(username);
    await pool.query(
      `UPDATE payments SET created_at = now() - interval '31 days'
       WHERE player_id = $1 AND status = 'approved'`,
      [playerId],
    );
    assert.equal((await post(app, 'depo-wd', depositBody('50000'), loginToken)).statusCode, 200);
    await pool.query(`UPDATE payments SET created_at = now() WHERE player_id = $1`, [playerId]);
    assert.equal((await post(app, 'depo-wd', depositBody('50000'), loginToken)).body.errorCode, 42);
    await identityFront(loginToken);
    // Past the threshold, verifying the identity takes two staff members (four eyes).
    const first = await admin(app, 'POST', `/kyc/${playerId}/approve`, {});
    assert.deepEqual(
      [first.body.data.status, first.body.data.firstApprovedBy],
      ['submitted', 'OPERATOR_KEY'],
    );
    assert.equal((await post(app, 'depo-wd', depositBody('50000'), loginToken)).body.errorCode, 42);
    const secondApprover = await apiKey(app, 'second approver', ['support']);
    const second = await admin(app, 'POST', `/kyc/${playerId}/approve`, {}, secondApprover);
    assert.equal(second.body.data.status, 'verified', JSON.stringify(second.body));
    assert.equal((await post(app, 'depo-wd', depositBody('50000'), loginToken)).statusCode, 200);
  } finally {
    await setBrandProtection('aml_threshold = 35000000');
  }
});

const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function operator(args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', ...args],
      { cwd: packageRoot, env: { ...process.env, API_URL: apiUrl } },
    );
    return { exitCode: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, stdout: failed.stderr };
  }
}

test('pnpm operator kyc pending, approve and reject', async () => {
  const first = await walletPlayer(app);
  const second = await walletPlayer(app);
  await identityFront(first.loginToken, 'First Player');
  await identityFront(second.loginToken, 'Second Player');
  const [firstId, secondId] = [await playerIdOf(first.username), await playerIdOf(second.username)];

  const pending = await operator(['kyc', 'pending']);
  assert.equal(pending.exitCode, 0);
  assert.match(pending.stdout, new RegExp(`${firstId}.*First Player.*identity_front`));

  const approved = await operator(['kyc', 'approve', firstId]);
  assert.equal(approved.exitCode, 0, approved.stdout);
  assert.match(approved.stdout, /verified/);
  const rejected = await operator(['kyc', 'reject', secondId, '--reason', 'document_expired']);
  assert.match(rejected.stdout, /rejected\s+document_expired/);
  const missingReason = await operator(['kyc', 'reject', secondId]);
  assert.equal(missingReason.exitCode, 1);
  assert.match(missingReason.stdout, /Missing --reason/);
});

test('an identity matching an excluded person’s is not verified, and its account is excluded too', async () => {
  const excluded = await walletPlayer(app);
  await identityFront(excluded.loginToken, 'Maria Excluded');
  const excludedId = await playerIdOf(excluded.username);
  assert.equal((await admin(app, 'POST', `/kyc/${excludedId}/approve`, {})).statusCode, 200);
  const exclusion = await post(
    app,
    'rg/self-exclusion',
    { months: 6, allBrands: false },
    excluded.loginToken,
  );
  assert.equal(exclusion.statusCode, 200, JSON.stringify(exclusion.body));

  // A new account with an email and phone number of its own, the same name and date of birth.
  const again = await walletPlayer(app);
  await identityFront(again.loginToken, 'MARIA  excluded');
  const againId = await playerIdOf(again.username);
  const refused = await admin(app, 'POST', `/kyc/${againId}/approve`, {});
  assert.equal(refused.statusCode, 403, JSON.stringify(refused.body));
  assert.equal(refused.body.errorCode, 41);
  assert.match(
    refused.body.message,
    /^You are self-excluded until \d{4}-\d\d-\d\d \d\d:\d\d UTC: this identity cannot be verified$/,
  );
  const { rows } = await pool.query(
    'SELECT status, reason FROM player_verifications WHERE player_id = $1',
    [againId],
  );
  assert.equal(rows[0].status, 'rejected');
  assert.match(rows[0].reason, /^You are self-excluded until /);
  assert.equal((await post(app, 'me', {}, again.loginToken)).statusCode, 401);
});

test('a rejection takes a reason from the closed list; an accepted document is never asked again', async () => {
  const player = await walletPlayer(app);
  const playerId = await playerIdOf(player.username);
  await identityFront(player.loginToken);
  const address = await upload(
    player.loginToken,
    { documentType: 'proof_of_address' },
    { bytes: pdf, name: 'bill.pdf', type: 'application/pdf' },
  );
  assert.equal(address.statusCode, 200, JSON.stringify(address.body));

  for (const bad of [
    { reason: 'The photo is blurred' },
    { reason: 'address_proof_too_old', note: '' },
    { reason: 'address_proof_too_old', acceptedDocuments: ['selfie'] },
    { reason: 'address_proof_too_old', acceptedDocuments: ['identity_back'] },
  ]) {
    const refused = await admin(app, 'POST', `/kyc/${playerId}/reject`, bad);
    assert.equal(refused.statusCode, 400, JSON.stringify(bad));
  }
  assert.equal(
    (await post(app, 'kyc/status', {}, player.loginToken)).body.data.status,
    'submitted',
  );

  const rejection = await admin(app, 'POST', `/kyc/${playerId}/reject`, {
    reason: 'address_proof_too_old',
    note: 'Bill from 2019; ID fine',
    acceptedDocuments: ['identity_front'],
  });
  assert.equal(rejection.statusCode, 200, JSON.stringify(rejection.body));
  const status = await post(app, 'kyc/status', {}, player.loginToken);
  assert.equal(status.body.data.reasonCode, 'address_proof_too_old');
  assert.deepEqual(status.body.data.acceptedDocumentTypes, ['identity_front']);
  assert.deepEqual(
    status.body.data.documents.map((document: { documentType: string; accepted: boolean }) => [
      document.documentType,
      document.accepted,
    ]),
    [
      ['identity_front', true],
      ['proof_of_address', false],
    ],
  );
  assert.doesNotMatch(JSON.stringify(status.body), /2019/, 'the staff note is never the player’s');
  const { rows: audited } = await pool.query(
    `SELECT after->>'staffNote' AS note FROM audit_log WHERE action = 'kyc.reject' AND target = $1`,
    [`player:${playerId}`],
  );
  assert.deepEqual(audited, [{ note: 'Bill from 2019; ID fine' }]);

  // The accepted identity is refused; only the address proof is asked again.
  const again = await identityFront(player.loginToken);
  assert.equal(again.statusCode, 400);
  assert.match(again.body.message, /identity_front is already accepted/);
  const newAddress = await upload(
    player.loginToken,
    { documentType: 'proof_of_address' },
    { bytes: pdf, name: 'bill.pdf', type: 'application/pdf' },
  );
  assert.equal(newAddress.body.data.status, 'submitted');

  // Approval accepts the rest, so a verified player is asked for nothing.
  const approval = await admin(app, 'POST', `/kyc/${playerId}/approve`, {});
  assert.equal(approval.statusCode, 200, JSON.stringify(approval.body));
  const { rows } = await pool.query(
    'SELECT count(*)::int AS waiting FROM kyc_documents WHERE player_id = $1 AND accepted_at IS NULL',
    [playerId],
  );
  assert.deepEqual(rows, [{ waiting: 0 }]);
});

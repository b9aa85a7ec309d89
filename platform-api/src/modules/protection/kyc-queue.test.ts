// The back office's KYC work queue: pending verifications oldest first and paged, one
// verification with its documents served inline, four eyes above the AML threshold, the audit
// row of every decision, and which roles may do what.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

import sharp from 'sharp';

import {
  registerPlayer,
  relaxedSettings,
  startTestApp,
  type JsonResponse,
} from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';
import { admin, fund, walletPlayer } from '../../../test/wallet.js';

const kycDir = await mkdtemp(path.join(tmpdir(), 'croupier-kyc-queue-'));
const { app, pool, close } = await startTestApp({ ...relaxedSettings, kycDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
assert.ok(address !== null && typeof address === 'object');
const apiUrl = `http://127.0.0.1:${address.port}`;
after(async () => {
  await close();
  await rm(kycDir, { recursive: true, force: true });
});

const png = await sharp({
  create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 200, b: 10 } },
})
  .png()
  .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(
  token: string,
  fields: Record<string, string>,
  file: Buffer,
): Promise<Omit<JsonResponse, 'headers'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const type = file === pdf ? 'application/pdf' : 'image/png';
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'document');
  const response = await fetch(`${apiUrl}/v1/kyc/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return { statusCode: response.status, body: await response.json() };
}

async function playerIdOf(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
    username,
  ]);
  assert.ok(rows[0] !== undefined);
  return rows[0].id;
}

/** A player of `brandId` who sent an identity front, submitted `minutesAgo`. */
async function submittedPlayer(brandId = 'croupier', minutesAgo = 0) {
  const player = await registerPlayer(app, { brandId });
  const sent = await upload(
    player.loginToken,
    { documentType: 'identity_front', fullName: 'Queue Player' },
    png,
  );
  assert.equal(sent.statusCode, 200, JSON.stringify(sent.body));
  const playerId = await playerIdOf(player.username);
  await pool.query(
    `UPDATE player_verifications SET updated_at = now() - $2 * interval '1 minute'
     WHERE player_id = $1`,
    [playerId, minutesAgo],
  );
  return { ...player, playerId };
}

const keys = {
  support: { key: await apiKey(app, 'support desk', ['support']) },
  secondSupport: { key: await apiKey(app, 'second support desk', ['support']) },
  lagoonSupport: { key: await apiKey(app, 'lagoon support', ['support'], ['lagoon']) },
  payments: { key: await apiKey(app, 'payments desk', ['payments']) },
  marketing: { key: await apiKey(app, 'marketing desk', ['marketing']) },
  release: { key: await apiKey(app, 'release robot', ['release']) },
};

test('the queue lists pending verifications oldest first, a page at a time, within the caller’s brands', async () => {
  const newest = await submittedPlayer('croupier', 5);
  const oldest = await submittedPlayer('croupier', 300);
  const middle = await submittedPlayer('lagoon', 60);
  const addressSent = await upload(
    middle.loginToken,
    { documentType: 'proof_of_address', address: '  Jl. Sudirman 1, Jakarta  ' },
    pdf,
  );
  assert.equal(addressSent.statusCode, 200, JSON.stringify(addressSent.body));
  // The address document arrived now: the wait counts from the last document.
  await pool.query(
    `UPDATE player_verifications SET updated_at = now() - interval '60 minutes'
     WHERE player_id = $1`,
    [middle.playerId],
  );

  const first = await adminAs(app, keys.support, 'GET', '/kyc/queue?pageSize=2');
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  const ours = new Set([newest.playerId, oldest.playerId, middle.playerId]);
  assert.equal(first.body.data.total, 3);
  assert.deepEqual(
    first.body.data.items.map((entry: { playerId: string }) => entry.playerId),
    [oldest.playerId, middle.playerId],
  );
  const second = await adminAs(app, keys.support, 'GET', '/kyc/queue?pageSize=2&page=2');
  assert.deepEqual(
    second.body.data.items.map((entry: { playerId: string }) => entry.playerId),
    [newest.playerId],
  );
  assert.deepEqual([second.body.data.page, second.body.data.pageSize], [2, 2]);
  const [listedMiddle] = first.body.data.items.filter(
    (entry: { playerId: string }) => entry.playerId === middle.playerId && ours.has(entry.playerId),
  );
  assert.deepEqual(
    {
      fullName: listedMiddle.fullName,
      dateOfBirth: listedMiddle.dateOfBirth,
      address: listedMiddle.address,
      brandId: listedMiddle.brandId,
      documentCount: listedMiddle.documentCount,
      firstApprovedBy: listedMiddle.firstApprovedBy,
    },
    {
      fullName: 'Queue Player',
      dateOfBirth: '1990-01-15',
      address: 'Jl. Sudirman 1, Jakarta',
      brandId: 'lagoon',
      documentCount: 2,
      firstApprovedBy: null,
    },
  );

  const lagoonOnly = await adminAs(app, keys.lagoonSupport, 'GET', '/kyc/queue');
  assert.deepEqual(
    lagoonOnly.body.data.items.map((entry: { playerId: string }) => entry.playerId),
    [middle.playerId],
  );
  const byBrand = await adminAs(app, keys.support, 'GET', '/kyc/queue?brandId=lagoon');
  assert.equal(byBrand.body.data.total, 1);
  const outside = await adminAs(app, keys.lagoonSupport, 'GET', '/kyc/queue?brandId=croupier');
  assert.deepEqual([outside.statusCode, outside.body.errorCode], [403, 30]);

  for (const bad of ['?pageSize=0', '?pageSize=101', '?page=0', '?page=x', '?sort=age']) {
    const refused = await adminAs(app, keys.support, 'GET', `/kyc/queue${bad}`);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], bad);
  }

  // Decided verifications leave the queue.
  for (const { playerId } of [newest, oldest, middle]) {
    await admin(app, 'POST', `/kyc/${playerId}/reject`, { reason: 'document_unreadable' });
  }
  assert.equal((await adminAs(app, keys.support, 'GET', '/kyc/queue')).body.data.total, 0);
});

test('one verification opens with its documents, each served inline with its own type', async () => {
  const player = await submittedPlayer();
  await upload(player.loginToken, { documentType: 'proof_of_address' }, pdf);

  const review = await adminAs(app, keys.support, 'GET', `/kyc/${player.playerId}`);
  assert.equal(review.statusCode, 200, JSON.stringify(review.body));
  const { data } = review.body;
  assert.equal(data.status, 'submitted');
  assert.equal(data.fullName, 'Queue Player');
  assert.equal(data.address, null);
  assert.deepEqual(
    data.documents.map((document: { documentType: string; mime: string }) => [
      document.documentType,
      document.mime,
    ]),
    [
      ['identity_front', 'image/png'],
      ['proof_of_address', 'application/pdf'],
    ],
  );
  assert.deepEqual(data.aml, {
    recentDeposits: '0.00',
    threshold: '35000000.00',
    baseCurrency: 'IDR',
    needsSecondApproval: false,
  });

  for (const [document, type] of [
    [data.documents[0], 'image/png'],
    [data.documents[1], 'application/pdf'],
  ]) {
    const file = await adminAs(app, keys.support, 'GET', `/kyc/documents/${document.documentId}`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], type);
    assert.equal(file.headers['content-disposition'], 'inline');
    assert.equal(file.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(String(file.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.equal(file.headers['cache-control'], 'private, no-store');
  }
  const lagoonView = await adminAs(app, keys.lagoonSupport, 'GET', `/kyc/${player.playerId}`);
  assert.equal(lagoonView.statusCode, 404, 'another brand’s player is unknown');
  const lagoonFile = await adminAs(
    app,
    keys.lagoonSupport,
    'GET',
    `/kyc/documents/${data.documents[0].documentId}`,
  );
  assert.equal(lagoonFile.statusCode, 404);
  const unsent = await walletPlayer(app);
  const unsentId = await playerIdOf(unsent.username);
  assert.equal((await adminAs(app, keys.support, 'GET', `/kyc/${unsentId}`)).statusCode, 404);
  assert.equal((await adminAs(app, keys.support, 'GET', `/kyc/${randomUUID()}`)).statusCode, 404);
  assert.equal((await adminAs(app, keys.support, 'GET', '/kyc/not-a-player')).statusCode, 400);
});

test('an address that is blank or too long is refused and changes nothing', async () => {
  const player = await submittedPlayer();
  for (const address of ['   ', 'x'.repeat(301)]) {
    const refused = await upload(
      player.loginToken,
      { documentType: 'proof_of_address', address },
      pdf,
    );
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], address);
  }
  const review = await adminAs(app, keys.support, 'GET', `/kyc/${player.playerId}`);
  assert.equal(review.body.data.documents.length, 1);
  assert.equal(review.body.data.address, null);
});

test('above the AML threshold an approval takes two staff members, each audited', async () => {
  const { rows } = await pool.query<{ threshold: string }>(
    `SELECT aml_threshold::text AS threshold FROM brand_protection WHERE brand_id = 'croupier'`,
  );
  await pool.query(
    `UPDATE brand_protection SET aml_threshold = 500000 WHERE brand_id = 'croupier'`,
  );
  try {
    const player = await walletPlayer(app);
    await fund(app, player.loginToken, '500000');
    const sent = await upload(
      player.loginToken,
      { documentType: 'identity_front', fullName: 'Large Depositor' },
      png,
    );
    assert.equal(sent.statusCode, 200);
    const playerId = await playerIdOf(player.username);

    const review = await adminAs(app, keys.support, 'GET', `/kyc/${playerId}`);
    assert.deepEqual(review.body.data.aml, {
      recentDeposits: '500000.00',
      threshold: '500000.00',
      baseCurrency: 'IDR',
      needsSecondApproval: true,
    });
    const first = await adminAs(app, keys.support, 'POST', `/kyc/${playerId}/approve`, {});
    assert.equal(first.statusCode, 200, JSON.stringify(first.body));
    assert.equal(first.body.data.status, 'submitted');
    assert.equal(first.body.data.firstApprovedBy, 'support desk');
    const queued = await adminAs(app, keys.support, 'GET', '/kyc/queue');
    const entry = queued.body.data.items.find(
      (item: { playerId: string }) => item.playerId === playerId,
    );
    assert.equal(entry.firstApprovedBy, 'support desk');

    const sameAgain = await adminAs(app, keys.support, 'POST', `/kyc/${playerId}/approve`, {});
    assert.deepEqual([sameAgain.statusCode, sameAgain.body.errorCode], [409, 31]);
    const second = await adminAs(app, keys.secondSupport, 'POST', `/kyc/${playerId}/approve`, {});
    assert.equal(second.statusCode, 200, JSON.stringify(second.body));
    assert.deepEqual(
      [second.body.data.status, second.body.data.firstApprovedBy],
      ['verified', null],
    );

    const { rows: audited } = await pool.query(
      `SELECT actor, after->>'status' AS status, after->>'firstApprovedBy' AS "firstApprovedBy"
       FROM audit_log WHERE action = 'kyc.approve' AND target = $1 ORDER BY id`,
      [`player:${playerId}`],
    );
    assert.deepEqual(audited, [
      { actor: 'support desk', status: 'submitted', firstApprovedBy: 'support desk' },
      { actor: 'second support desk', status: 'verified', firstApprovedBy: null },
    ]);
  } finally {
    await pool.query(`UPDATE brand_protection SET aml_threshold = $1 WHERE brand_id = 'croupier'`, [
      rows[0]?.threshold,
    ]);
  }
});

test('a new document after a first approval asks for both approvals again', async () => {
  await pool.query(`UPDATE brand_protection SET aml_threshold = 1 WHERE brand_id = 'croupier'`);
  try {
    const player = await walletPlayer(app);
    await fund(app, player.loginToken, '100000');
    await upload(player.loginToken, { documentType: 'identity_front', fullName: 'Re Sender' }, png);
    const playerId = await playerIdOf(player.username);
    const first = await adminAs(app, keys.support, 'POST', `/kyc/${playerId}/approve`, {});
    assert.equal(first.body.data.firstApprovedBy, 'support desk');
    await upload(player.loginToken, { documentType: 'proof_of_address' }, pdf);
    const afterUpload = await adminAs(
      app,
      keys.secondSupport,
      'POST',
      `/kyc/${playerId}/approve`,
      {},
    );
    assert.deepEqual(
      [afterUpload.body.data.status, afterUpload.body.data.firstApprovedBy],
      ['submitted', 'second support desk'],
    );
  } finally {
    await pool.query(
      `UPDATE brand_protection SET aml_threshold = 35000000 WHERE brand_id = 'croupier'`,
    );
  }
});

test('roles × routes: support (and owner) work the queue; payments, marketing and release may not', async () => {
  const player = await submittedPlayer();
  const { body } = await adminAs(app, keys.support, 'GET', `/kyc/${player.playerId}`);
  const documentId = body.data.documents[0].documentId as string;
  const calls: ['GET' | 'POST', string, object?][] = [
    ['GET', '/kyc/queue'],
    ['GET', `/kyc/${player.playerId}`],
    ['GET', `/kyc/documents/${documentId}`],
    ['POST', `/kyc/${player.playerId}/reject`, { reason: 'document_expired' }],
    ['POST', `/kyc/${player.playerId}/approve`, {}],
  ];
  for (const role of ['payments', 'marketing', 'release'] as const) {
    for (const [method, route, callBody] of calls) {
      const refused = await adminAs(app, keys[role], method, route, callBody);
      assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30], `${role} ${route}`);
    }
  }
  const before = await pool.query('SELECT count(*)::int AS n FROM audit_log WHERE target = $1', [
    `player:${player.playerId}`,
  ]);
  assert.equal(before.rows[0].n, 0, 'a refused call writes nothing');
  for (const [method, route, callBody] of calls.slice(0, 3)) {
    assert.equal((await admin(app, method, route, callBody)).statusCode, 200, `owner ${route}`);
  }
  const approved = await adminAs(app, keys.support, 'POST', `/kyc/${player.playerId}/approve`, {});
  assert.equal(approved.body.data.status, 'verified');
  const rows = await pool.query(
    'SELECT action, actor FROM audit_log WHERE target = $1 ORDER BY id',
    [`player:${player.playerId}`],
  );
  assert.deepEqual(rows.rows, [{ action: 'kyc.approve', actor: 'support desk' }]);
});

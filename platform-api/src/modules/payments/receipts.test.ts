import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

import sharp from 'sharp';

import { countRows, relaxedSettings, startTestApp } from '../../../test/harness.js';
import { admin, walletPlayer } from '../../../test/wallet.js';
import { MAX_RECEIPT_BYTES, sniffReceiptMime } from '../../http/uploads.js';

const receiptsDir = await mkdtemp(path.join(tmpdir(), 'croupier-receipts-'));
const { app, pool, close } = await startTestApp({ ...relaxedSettings, receiptsDir });
after(async () => {
  await close();
  await rm(receiptsDir, { recursive: true, force: true });
});

/** A small real image, as a phone's screenshot of a bank transfer would be. */
const image = (width = 6, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } });
const PNG = await image().png().toBuffer();
const JPEG = await image().jpeg().toBuffer();
const WEBP = await image().webp().toBuffer();

const HTML = Buffer.from('<html><body><script>fetch("/admin/v1/transactions/pending")</script>');
const POLYGLOTS = {
  'PNG with HTML after its last chunk': {
    bytes: Buffer.concat([PNG, HTML]),
    format: 'png',
    type: 'image/png',
  },
  'JPEG with HTML in its EXIF and after its end': {
    bytes: Buffer.concat([
      await image()
        .jpeg()
        .withExif({ IFD0: { ImageDescription: HTML.toString() } })
        .toBuffer(),
      HTML,
    ]),
    format: 'jpeg',
    type: 'image/jpeg',
  },
};

const depositFields = {
  transactionType: 'DEPOSIT',
  currency: 'IDR',
  amount: '100000',
  paymentChannel: 'BCA',
};

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type: string };
  idempotencyKey?: string;
}

/** POST /v1/depowd with a real multipart body, as a browser's FormData sends it. */
async function depowd(
  loginToken: string,
  { fields = depositFields, file, idempotencyKey }: Upload,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined) {
    form.append('receipt', new Blob([file.bytes], { type: file.type }), file.name);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/v1/depowd',
    headers: {
      authorization: loginToken,
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const storedFiles = () => readdir(receiptsDir);

async function assertRefusedAndNothingStored(loginToken: string, upload: Upload, why: string) {
  const filesBefore = (await storedFiles()).length;
  const rowsBefore = await countRows(pool, 'payments');
  const response = await depowd(loginToken, upload);
  assert.equal(response.statusCode, 400, `${why}: ${JSON.stringify(response.body)}`);
  assert.equal(response.body.errorCode, 2, why);
  assert.equal((await storedFiles()).length, filesBefore, why);
  assert.equal(await countRows(pool, 'payments'), rowsBefore, why);
}

test('image types are recognised by their bytes only', () => {
  assert.equal(sniffReceiptMime(PNG), 'image/png');
  assert.equal(sniffReceiptMime(JPEG), 'image/jpeg');
  assert.equal(sniffReceiptMime(WEBP), 'image/webp');
  assert.equal(sniffReceiptMime(Buffer.from('GIF89a')), null);
  assert.equal(sniffReceiptMime(Buffer.from('RIFF\x01\x00\x00\x00WAVE')), null);
  assert.equal(sniffReceiptMime(Buffer.alloc(0)), null);
});

test('a PNG receipt is stored and served to operators with its type', async () => {
  const { loginToken } = await walletPlayer(app);
  const response = await depowd(loginToken, {
    file: { bytes: PNG, name: 'transfer.png', type: 'image/png' },
  });
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.hasReceipt, true);
  assert.equal(response.body.data.status, 'PENDING');
  const id = response.body.data.transactionId;

  const { rows } = await pool.query(
    'SELECT receipt_file, receipt_mime FROM payments WHERE id = $1',
    [id],
  );
  assert.equal(rows[0].receipt_mime, 'image/png');
  assert.ok((await storedFiles()).includes(rows[0].receipt_file));
  assert.doesNotMatch(rows[0].receipt_file, /transfer/, 'the stored name is random');

  const served = await admin(app, 'GET', `/payments/${id}/receipt`);
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  assert.equal(served.headers['content-disposition'], `inline; filename="receipt-${id}.png"`);
  assert.deepEqual(
    await readFile(path.join(receiptsDir, rows[0].receipt_file)),
    Buffer.from(served.body),
  );
  const { format, width, height } = await sharp(served.body).metadata();
  assert.deepEqual({ format, width, height }, { format: 'png', width: 6, height: 4 });
  const refused = await admin(app, 'GET', `/payments/${id}/receipt`, undefined, null);
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [401, 8]);
});

for (const [polyglot, { bytes, format, type }] of Object.entries(POLYGLOTS)) {
  test(`a ${polyglot} is stored as a plain image of its type`, async () => {
    assert.ok(bytes.includes('<script'));
    const { loginToken } = await walletPlayer(app);
    const response = await depowd(loginToken, { file: { bytes, name: 'receipt.html', type } });
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    const served = await admin(app, 'GET', `/payments/${response.body.data.transactionId}/receipt`);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], type);
    const stored = Buffer.from(served.body);
    assert.equal((await sharp(stored).metadata()).format, format);
    for (const markup of ['<html', '<script', '<body']) {
      assert.ok(!stored.toString('latin1').toLowerCase().includes(markup), `${markup} was kept`);
    }
    assert.equal((await sharp(stored).metadata()).exif, undefined, 'metadata is dropped');
  });
}

test('the stored type is what the bytes are, not what the upload claims', async () => {
  const { loginToken } = await walletPlayer(app);
  const response = await depowd(loginToken, {
    file: { bytes: JPEG, name: 'photo.png', type: 'image/png' },
  });
  assert.equal(response.statusCode, 200);
  const served = await admin(app, 'GET', `/payments/${response.body.data.transactionId}/receipt`);
  assert.equal(served.headers['content-type'], 'image/jpeg');
});

test('oversized, fake and missing receipts, and bad fields, are refused with nothing stored', async () => {
  const { loginToken } = await walletPlayer(app);
  const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_RECEIPT_BYTES)]);
  await assertRefusedAndNothingStored(
    loginToken,
    { file: { bytes: oversized, name: 'big.png', type: 'image/png' } },
    'over 2 MiB',
  );
  await assertRefusedAndNothingStored(
    loginToken,
    { file: { bytes: Buffer.from('just some text'), name: 'notes.png', type: 'image/png' } },
    'a text file named .png',
  );
  await assertRefusedAndNothingStored(
    loginToken,
    {
      file: {
        bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.from('IHDR-and-nothing-else')]),
        name: 'broken.png',
        type: 'image/png',
      },
    },
    'PNG signature without an image behind it',
  );
  // 8000 × 8000 of one colour: a few kilobytes that would take 64 million pixels to decode.
  const bomb = await image(8000, 8000).greyscale().png({ compressionLevel: 9 }).toBuffer();
  assert.ok(bomb.length < MAX_RECEIPT_BYTES);
  await assertRefusedAndNothingStored(
    loginToken,
    { file: { bytes: bomb, name: 'bomb.png', type: 'image/png' } },
    'a decompression bomb',
  );
  await assertRefusedAndNothingStored(loginToken, {}, 'no receipt');
  for (const fields of [
    { ...depositFields, amount: '-5' },
    { ...depositFields, amount: '10' },
    { ...depositFields, currency: 'XYZ' },
    { ...depositFields, extra: 'field' },
    { ...depositFields, transactionType: 'WITHDRAW' },
    { ...depositFields, paymentChannel: 'BCA\u0000' },
  ]) {
    await assertRefusedAndNothingStored(
      loginToken,
      { fields, file: { bytes: PNG, name: 'ok.png', type: 'image/png' } },
      JSON.stringify(fields),
    );
  }
  const json = await app.inject({
    method: 'POST',
    url: '/v1/depowd',
    headers: { authorization: loginToken },
    payload: depositFields,
  });
  assert.deepEqual([json.statusCode, json.json().errorCode], [400, 2]);
});

test('an Idempotency-Key repeat stores one file and answers the first transaction', async () => {
  const { loginToken } = await walletPlayer(app);
  const idempotencyKey = randomUUID();
  const filesBefore = (await storedFiles()).length;
  const upload = { file: { bytes: WEBP, name: 'r.webp', type: 'image/webp' }, idempotencyKey };
  const first = await depowd(loginToken, upload);
  assert.equal(first.statusCode, 200);
  assert.deepEqual(await depowd(loginToken, upload), first);
  assert.equal((await storedFiles()).length, filesBefore + 1);
});

test('a transaction without a receipt has none to serve', async () => {
  const missing = await admin(app, 'GET', '/payments/00000000-0000-4000-8000-000000000000/receipt');
  assert.deepEqual([missing.statusCode, missing.body.errorCode], [404, 6]);
});

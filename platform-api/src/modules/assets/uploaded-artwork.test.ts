import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import sharp from 'sharp';

import { startTestApp } from '../../../test/harness.js';
import { apiKey } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const lagoonMarketing = await apiKey(app, 'lagoon artwork', ['marketing'], ['lagoon']);
const lagoonSupport = await apiKey(app, 'lagoon support', ['support'], ['lagoon']);

/** A 1200 × 400 banner-like PNG with a comment in its metadata that must not be kept. */
const bannerPng = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: '#0a84c6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="200" cy="100" r="90" fill="#fde047"/></svg>',
        ),
        left: 400,
        top: 100,
      },
    ])
    .png()
    .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-camera-note' } } })
    .toBuffer();

/** POST /admin/v1/brands/:brandId/artwork with a real multipart body, as a browser sends it. */
async function upload(brandId: string, bytes: Buffer | undefined, key = lagoonMarketing) {
  const form = new FormData();
  if (bytes !== undefined) form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `/admin/v1/brands/${brandId}/artwork`,
    headers: {
      'x-operator-key': key,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const countUploads = async () =>
  Number((await pool.query('SELECT count(*) FROM brand_artwork_uploads')).rows[0].count);

test('an uploaded brand image is kept as a PNG without metadata, served with AVIF and WebP variants cached as immutable', async () => {
  const bytes = await bannerPng();
  const uploaded = await upload('lagoon', bytes);
  assert.equal(uploaded.statusCode, 200, JSON.stringify(uploaded.body));
  const { url, width, height } = uploaded.body.data;
  assert.match(url, /^\/assets\/brands\/lagoon\/uploads\/[\w-]{43}\.png$/);
  assert.deepEqual([width, height], [1200, 400]);

  const png = await app.inject({ method: 'GET', url });
  assert.equal(png.statusCode, 200);
  assert.equal(png.headers['content-type'], 'image/png');
  assert.equal(png.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(png.rawPayload.includes('secret-camera-note'), false, 'metadata dropped');
  assert.equal((await sharp(png.rawPayload).metadata()).exif, undefined);

  for (const [format, compression] of [
    ['avif', 'av1'],
    ['webp', undefined],
  ] as const) {
    const variant = await app.inject({
      method: 'GET',
      url: `${url.replace(/\.png$/, `.${format}`)}?w=640`,
    });
    assert.equal(variant.statusCode, 200, format);
    assert.equal(variant.headers['content-type'], `image/${format}`);
    assert.equal(variant.headers['cache-control'], 'public, max-age=31536000, immutable');
    const metadata = await sharp(variant.rawPayload).metadata();
    assert.equal(metadata.width, 640, format);
    assert.equal(metadata.height, 213, format);
    if (compression) assert.equal(metadata.compression, compression);
  }

  const { rows } = await pool.query(
    `SELECT actor, brand_id, target, after FROM audit_log
     WHERE action = 'brand.upload-artwork' ORDER BY id DESC LIMIT 1`,
  );
  assert.equal(rows[0].brand_id, 'lagoon');
  assert.equal(rows[0].target, 'brand:lagoon');
  assert.deepEqual(rows[0].after, { url, width, height });

  const before = await countUploads();
  const again = await upload('lagoon', bytes);
  assert.equal(again.body.data.url, url, 'the same image has the same URL');
  assert.equal(await countUploads(), before);
});

test('what is not one whole image, or not the caller’s to upload, is refused and nothing is kept', async () => {
  const before = await countUploads();
  const png = await bannerPng();
  for (const [brandId, bytes, key, status, errorCode] of [
    ['lagoon', Buffer.from('<svg onload="alert(1)"/>'), lagoonMarketing, 400, 2],
    ['lagoon', png.subarray(0, 200), lagoonMarketing, 400, 2],
    ['lagoon', undefined, lagoonMarketing, 400, 2],
    ['lagoon', Buffer.alloc(3 * 1024 * 1024, 1), lagoonMarketing, 400, 2],
    ['croupier', png, lagoonMarketing, 403, undefined],
    ['lagoon', png, lagoonSupport, 403, undefined],
  ] as const) {
    const answer = await upload(brandId, bytes, key);
    assert.equal(answer.statusCode, status, JSON.stringify(answer.body));
    if (errorCode !== undefined) assert.equal(answer.body.errorCode, errorCode);
  }
  assert.equal(await countUploads(), before);
});

test('an upload that is not there is 404; a variant without its width, or an odd name, 400', async () => {
  const missing = `/assets/brands/lagoon/uploads/${'A'.repeat(43)}`;
  assert.equal((await app.inject({ method: 'GET', url: `${missing}.png` })).statusCode, 404);
  for (const url of [
    `${missing}.webp`,
    `${missing}.avif?w=250`,
    `${missing}.svg`,
    '/assets/brands/lagoon/uploads/short.png',
  ]) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 400, url);
    assert.equal(response.json().errorCode, 2, url);
  }
});

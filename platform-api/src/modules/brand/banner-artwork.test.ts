import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import sharp from 'sharp';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, close } = await startTestApp();
after(close);

const lagoonMarketing = { key: await apiKey(app, 'lagoon banners', ['marketing'], ['lagoon']) };
const croupierMarketing = {
  key: await apiKey(app, 'croupier banners', ['marketing'], ['croupier']),
};
const lagoonSupport = { key: await apiKey(app, 'lagoon support', ['support'], ['lagoon']) };
const settingsPath = '/brands/lagoon/settings';
const lagoonBanners = async () =>
  (await post(app, 'brand/config', { domain: '127.0.0.1' })).body.data.banners;

/** POST /admin/v1/brands/lagoon/artwork with a real multipart body, as the back office sends it. */
async function upload(bytes: Buffer, key: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'banner.png');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/admin/v1/brands/lagoon/artwork',
    headers: { 'x-operator-key': key, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

const thaiBanner = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: '#fde047' } })
    .png()
    .toBuffer();

test('a banner carries its own artwork per language: uploaded, converted, and served to the site beside the default’s', async () => {
  const uploaded = await upload(await thaiBanner(), lagoonMarketing.key);
  assert.equal(uploaded.statusCode, 200, JSON.stringify(uploaded.body));
  const thaiUrl: string = uploaded.body.data.url;

  const { banners } = (await adminAs(app, lagoonMarketing, 'GET', settingsPath)).body.data;
  const [welcome, ...others] = banners.home.desktop;
  const changed = await adminAs(app, lagoonMarketing, 'POST', settingsPath, {
    banners: {
      ...banners,
      home: {
        ...banners.home,
        desktop: [{ ...welcome, imgByLanguage: { 'th-TH': thaiUrl } }, ...others],
      },
    },
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body.data.banners.home.desktop[0].imgByLanguage, {
    'th-TH': thaiUrl,
  });

  // The site is told the language's own artwork; every other language falls back to `img`.
  const site = await lagoonBanners();
  assert.deepEqual(site.home.desktop[0], { ...welcome, imgByLanguage: { 'th-TH': thaiUrl } });
  assert.equal(site.home.desktop[1].imgByLanguage, undefined, 'a banner without any has none');
  assert.equal(site.home.mobile[0].imgByLanguage, undefined);

  // The language's artwork is served like any brand artwork: the PNG, and AVIF/WebP sizes.
  const png = await app.inject({ method: 'GET', url: thaiUrl });
  assert.equal(png.statusCode, 200);
  assert.equal(png.headers['content-type'], 'image/png');
  const webp = await app.inject({ method: 'GET', url: thaiUrl.replace(/\.png$/, '.webp?w=640') });
  assert.equal(webp.statusCode, 200);
  assert.equal(webp.headers['content-type'], 'image/webp');
  assert.equal((await sharp(webp.rawPayload).metadata()).width, 640);

  const { rows } = await pool.query(
    `SELECT action, actor, after FROM audit_log
     WHERE brand_id = 'lagoon' AND action IN ('brand.upload-artwork', 'brand.change-settings')
     ORDER BY id DESC LIMIT 2`,
  );
  assert.deepEqual(
    rows.map(({ action, actor }) => [action, actor]),
    [
      ['brand.change-settings', 'lagoon banners'],
      ['brand.upload-artwork', 'lagoon banners'],
    ],
  );
  assert.equal(rows[0].after.banners.home.desktop[0].imgByLanguage['th-TH'], thaiUrl);
  assert.equal(rows[1].after.url, thaiUrl);

  // Taken off again: the language shows the default's artwork.
  const removed = await adminAs(app, lagoonMarketing, 'POST', settingsPath, { banners });
  assert.equal(removed.statusCode, 200, JSON.stringify(removed.body));
  assert.equal((await lagoonBanners()).home.desktop[0].imgByLanguage, undefined);
});

test('a language’s banner artwork that is not a picture of the site, or not of a language, is refused and changes nothing', async () => {
  const { banners } = (await adminAs(app, lagoonMarketing, 'GET', settingsPath)).body.data;
  const before = await lagoonBanners();
  const withArtwork = (imgByLanguage: object) => ({
    banners: {
      ...banners,
      home: { ...banners.home, desktop: [{ ...banners.home.desktop[0], imgByLanguage }] },
    },
  });
  for (const [imgByLanguage, message] of [
    [{ 'th-TH': 'https://elsewhere.example/banner.png' }, /imgByLanguage\/th-TH must match/],
    [{ 'xx-XX': '/assets/x.png' }, /must NOT have additional properties/],
    [
      { 'id-ID': '/assets/x.png' },
      /id-ID is the default language: its artwork is the banner's img/,
    ],
    [{ 'th-TH': '' }, /must NOT have fewer than 2 characters/],
  ] as const) {
    const answer = await adminAs(
      app,
      lagoonMarketing,
      'POST',
      settingsPath,
      withArtwork(imgByLanguage),
    );
    assert.equal(answer.statusCode, 400, JSON.stringify(imgByLanguage));
    assert.equal(answer.body.errorCode, 2);
    assert.match(answer.body.message, message);
  }
  const notAnImage = await upload(Buffer.from('<html>not an image</html>'), lagoonMarketing.key);
  assert.deepEqual([notAnImage.statusCode, notAnImage.body.errorCode], [400, 2]);
  assert.match(notAnImage.body.message, /must be a PNG, JPEG or WebP image/);
  assert.deepEqual(await lagoonBanners(), before);
});

test('only the brand’s marketing may upload or place a language’s banner artwork', async () => {
  const bytes = await thaiBanner();
  const { banners } = (await adminAs(app, lagoonMarketing, 'GET', settingsPath)).body.data;
  for (const caller of [croupierMarketing, lagoonSupport]) {
    const uploaded = await upload(bytes, caller.key);
    assert.equal(uploaded.statusCode, 403, JSON.stringify(uploaded.body));
    const placed = await adminAs(app, caller, 'POST', settingsPath, { banners });
    assert.equal(placed.statusCode, 403, JSON.stringify(placed.body));
  }
  const anonymous = await app.inject({ method: 'POST', url: '/admin/v1/brands/lagoon/artwork' });
  assert.equal(anonymous.statusCode, 401);
});

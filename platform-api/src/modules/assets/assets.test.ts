import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import sharp from 'sharp';

import { startTestApp } from '../../../test/harness.js';
import { assetUrls } from './artwork.js';
import { fontsCover } from './fonts.js';

// Fastify warns, while it builds the routes, of a request part declared without a schema.
const routeWarnings: Error[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'FastifyWarning') routeWarnings.push(warning);
});
const { app, pool, close } = await startTestApp();
after(close);

const get = (url: string) => app.inject({ method: 'GET', url });

test('Fastify builds the artwork routes and their HEAD routes without a missing-schema warning', () => {
  assert.deepEqual(
    routeWarnings
      .map((warning) => warning.message)
      .filter((message) => message.includes('/assets/')),
    [],
  );
});

test('catalogue artwork is an SVG cached for an hour', async () => {
  for (const url of [
    assetUrls.providerLogo('HB'),
    assetUrls.gameThumbnail('HB', 'captains-reef'),
    assetUrls.currencyLogo('BTC'),
    assetUrls.channelLogo('BCA'),
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'image/svg+xml; charset=utf-8', url);
    assert.equal(response.headers['cache-control'], 'public, max-age=3600', url);
    assert.ok(response.body.startsWith('<svg'), url);
  }
});

test('each Croupier Original has a thumbnail of its own, though it runs no demo engine', async () => {
  const bodies = new Set<string>();
  for (const code of ['dice', 'limbo', 'mines', 'plinko']) {
    const response = await get(assetUrls.gameThumbnail('ORIG', code));
    assert.equal(response.statusCode, 200, code);
    assert.ok(response.body.startsWith('<svg'), code);
    bodies.add(response.body);
  }
  assert.equal(bodies.size, 4);
  assert.equal((await get(assetUrls.providerLogo('ORIG'))).statusCode, 200);
});

const asWebp = (url: string, width: number) => `${url.replace(/\.svg$/, '.webp')}?w=${width}`;

test('any artwork is also a WebP at a chosen width, in the SVG’s proportions', async () => {
  for (const [url, width, height] of [
    [assetUrls.gameThumbnail('HB', 'captains-reef'), 240, 240],
    [assetUrls.gameThumbnail('HB', 'captains-reef'), 480, 480],
    [assetUrls.providerLogo('HB'), 96, 48],
    [assetUrls.brandBanner('croupier', 'jackpot', 'mobile'), 640, undefined],
  ] as const) {
    const response = await get(asWebp(url, width));
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'image/webp', url);
    const metadata = await sharp(response.rawPayload).metadata();
    assert.equal(metadata.format, 'webp', url);
    assert.equal(metadata.width, width, url);
    if (height !== undefined) assert.equal(metadata.height, height, url);
  }
});

const asAvif = (url: string, width: number) => `${url.replace(/\.svg$/, '.avif')}?w=${width}`;

test('any artwork is also an AVIF at a chosen width, in the SVG’s proportions', async () => {
  for (const [url, width, height] of [
    [assetUrls.gameThumbnail('HB', 'captains-reef'), 240, 240],
    [assetUrls.providerLogo('HB'), 96, 48],
    [assetUrls.brandBanner('croupier', 'jackpot', 'desktop'), 960, 320],
  ] as const) {
    const response = await get(asAvif(url, width));
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'image/avif', url);
    const metadata = await sharp(response.rawPayload).metadata();
    assert.equal(metadata.format, 'heif', url);
    assert.equal(metadata.compression, 'av1', url);
    assert.equal(metadata.width, width, url);
    assert.equal(metadata.height, height, url);
  }
});

test('each variant is encoded once and kept: asked again, it is the stored one', async () => {
  const url = asAvif(assetUrls.gameThumbnail('HB', 'thunder-mesa'), 320);
  const stored = () =>
    pool.query<{ bytes: Buffer; created_at: Date }>(
      `SELECT bytes, created_at FROM artwork_variants WHERE format = 'avif' AND width = 320`,
    );
  const before = (await stored()).rows.length;
  const first = await get(url);
  assert.equal(first.statusCode, 200);
  const [kept, ...others] = (await stored()).rows.filter((row) =>
    row.bytes.equals(first.rawPayload),
  );
  assert.ok(kept, 'the variant is kept in artwork_variants');
  assert.deepEqual(others, []);
  assert.equal((await stored()).rows.length, before + 1);

  const again = await get(url);
  assert.ok(again.rawPayload.equals(first.rawPayload));
  assert.equal(again.headers.etag, first.headers.etag);
  const rows = (await stored()).rows;
  assert.equal(rows.length, before + 1, 'not encoded a second time');
  assert.deepEqual(
    rows.find((row) => row.bytes.equals(first.rawPayload))?.created_at,
    kept.created_at,
  );
  const webp = await get(url.replace('.avif?', '.webp?'));
  assert.notEqual(webp.headers.etag, first.headers.etag, 'each format is its own variant');
});

test('a catalogue WebP is kept a day and then revalidated; a brand’s on every load', async () => {
  const tile = asWebp(assetUrls.gameThumbnail('HB', 'captains-reef'), 240);
  const first = await get(tile);
  assert.equal(first.headers['cache-control'], 'public, max-age=86400');
  const etag = String(first.headers.etag);
  const unchanged = await app.inject({
    method: 'GET',
    url: tile,
    headers: { 'if-none-match': etag },
  });
  assert.equal(unchanged.statusCode, 304);
  const wider = await get(asWebp(assetUrls.gameThumbnail('HB', 'captains-reef'), 480));
  assert.notEqual(wider.headers.etag, etag, 'each width is its own variant');

  const banner = await get(asWebp(assetUrls.brandBanner('lagoon', 'jackpot', 'desktop'), 960));
  assert.equal(banner.headers['cache-control'], 'no-cache');
});

test('a WebP whose text this host has no font for is answered by its SVG', async () => {
  const thai = `${assetUrls.brandBanner('croupier', 'jackpot', 'mobile')}?lang=th-TH`;
  const webp = `${thai.replace('.svg?', '.webp?')}&w=640`;
  const svg = (await get(thai)).body;
  const headline = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
  const response = await get(webp);
  if (await fontsCover(headline.join(' '))) {
    assert.equal(response.headers['content-type'], 'image/webp');
  } else {
    assert.equal(response.statusCode, 307);
    assert.equal(response.headers.location, thai);
  }
  assert.equal(await fontsCover('\u{E000}'), false, 'no font draws a private-use character');
});

test('a WebP without a width, or at a width not offered, is refused with errorCode 2', async () => {
  const tile = assetUrls.gameThumbnail('HB', 'captains-reef').replace(/\.svg$/, '.webp');
  for (const url of [tile, `${tile}?w=250`, `${tile}?w=abc`, `${tile}?w=100000`]) {
    const response = await get(url);
    assert.equal(response.statusCode, 400, url);
    assert.equal(response.json().errorCode, 2, url);
  }
});

test('brand artwork, drawn in the brand’s colours, is revalidated on every load by its ETag', async () => {
  for (const url of [
    assetUrls.brandLogo('croupier'),
    assetUrls.brandFavicon('lagoon'),
    assetUrls.brandBanner('croupier', 'jackpot', 'mobile'),
    assetUrls.promotionImage('croupier', 'welcome-bonus'),
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'image/svg+xml; charset=utf-8', url);
    assert.equal(response.headers['cache-control'], 'no-cache', url);
    assert.ok(response.body.startsWith('<svg'), url);
    const etag = String(response.headers.etag);
    assert.match(etag, /^"[\w-]{43}"$/, url);
    const unchanged = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(unchanged.statusCode, 304, url);
    assert.equal(unchanged.body, '', url);
  }

  const logo = assetUrls.brandLogo('lagoon');
  const before = await get(logo);
  await pool.query(
    `UPDATE brands SET config = jsonb_set(config, '{themeConfig,buttonPrimary}', '"#123456"')
     WHERE id = 'lagoon'`,
  );
  const after = await app.inject({
    method: 'GET',
    url: logo,
    headers: { 'if-none-match': String(before.headers.etag) },
  });
  assert.equal(after.statusCode, 200);
  assert.notEqual(after.headers.etag, before.headers.etag);
  assert.ok(after.body.includes('#123456'));
});

test('artwork of nothing the platform knows is 404, and not cached', async () => {
  for (const url of [
    assetUrls.providerLogo('ZZ'),
    assetUrls.gameThumbnail('HB', 'no-such-game'),
    assetUrls.currencyLogo('ZZZ'),
    assetUrls.channelLogo('NOBANK'),
    assetUrls.brandLogo('nobody'),
    assetUrls.brandBanner('nobody', 'welcome', 'desktop'),
    assetUrls.promotionImage('croupier', 'no-such-promotion'),
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 404, url);
    assert.equal(response.headers['cache-control'], undefined, url);
  }
});

test('a file name outside its pattern is refused with errorCode 2', async () => {
  for (const url of [
    '/assets/providers/hb.svg',
    '/assets/games/HB/Captains.svg',
    '/assets/currencies/BTC.png',
    '/assets/brands/croupier/icon.svg',
    '/assets/brands/croupier/banners/welcome-tablet.svg',
    '/assets/brands/croupier/banners/welcome-mobile.svg?lang=th_TH',
    '/assets/brands/croupier/promotions/welcome-bonus.svg?lang=',
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 400, url);
    assert.equal(response.json().errorCode, 2, url);
  }
});

test('a brand logo writes the brand name two fifths as tall as the logo, within its width', async () => {
  for (const brandId of ['croupier', 'lagoon']) {
    const logo = (await get(assetUrls.brandLogo(brandId))).body;
    const [width, height] = /^<svg[^>]* width="(\d+)" height="(\d+)"/
      .exec(logo)!
      .slice(1)
      .map(Number) as [number, number];
    const texts = [...logo.matchAll(/<text x="([\d.]+)"[^>]* font-size="([\d.]+)"[^>]*>([^<]+)</g)];
    // Every text but the initial spells the name, on one line or two.
    const nameLines = texts.filter((match) => match[3]!.length > 1);
    assert.ok(nameLines.length > 0, `${brandId}: no name`);
    for (const [, x, size, line] of nameLines) {
      assert.ok(Number(size) >= height * 0.4, `${brandId}: name ${size} px in a ${height} px logo`);
      // Each line is centred on x; 0.75 em is a wide bold character.
      const halfWidth = (line!.length * 0.75 * Number(size)) / 2;
      assert.ok(Number(x) + halfWidth <= width, `${brandId}: "${line}" overflows the logo`);
    }
  }
});

test("banners and promotions draw their headline in the player's language", async () => {
  const thai = await get(`${assetUrls.brandBanner('lagoon', 'welcome', 'desktop')}?lang=th-TH`);
  assert.ok(thai.body.includes('โบนัสต้อนรับ 100%'));
  const promotion = await get(
    `${assetUrls.promotionImage('croupier', 'weekly-cashback')}?lang=ja-JP`,
  );
  assert.ok(promotion.body.includes('10%ウィークリーキャッシュバック'));
});

test("a banner or promotion in no language, or one not known, draws the brand's default", async () => {
  for (const query of ['', '?lang=de-DE']) {
    const banner = await get(`${assetUrls.brandBanner('lagoon', 'welcome', 'mobile')}${query}`);
    assert.ok(banner.body.includes('Bonus Sambutan 100%'), query);
    const promotion = await get(
      `${assetUrls.promotionImage('croupier', 'weekly-cashback')}${query}`,
    );
    assert.ok(promotion.body.includes('Weekly Cashback 10%'), query);
  }
});

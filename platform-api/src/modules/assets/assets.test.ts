import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { assetUrls } from './artwork.js';

const { app, pool, close } = await startTestApp();
after(close);

const get = (url: string) => app.inject({ method: 'GET', url });

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
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 400, url);
    assert.equal(response.json().errorCode, 2, url);
  }
});

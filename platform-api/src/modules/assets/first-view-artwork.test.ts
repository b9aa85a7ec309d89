import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { BANNER_RASTER_WIDTHS, LOGO_RASTER_WIDTHS } from '@croupier/contracts';

import { startTestApp } from '../../../test/harness.js';
import { encodeFirstViewArtwork } from './first-view-artwork.js';

const { app, pool, close } = await startTestApp();
after(close);

const variants = async () =>
  (
    await pool.query<{ format: string; width: number }>(
      'SELECT format, width FROM artwork_variants ORDER BY format, width',
    )
  ).rows;

test('the first view’s logo and banners are encoded once the API starts, and not again after', async () => {
  assert.deepEqual(await variants(), []);
  assert.equal(await encodeFirstViewArtwork(app, pool, { until: () => true }), 0);
  assert.deepEqual(await variants(), [], 'a shutdown stops it before it starts');
  const asked = await encodeFirstViewArtwork(app, pool);
  // Two brands: a logo and the first desktop and mobile banner of home and of the lobby, each
  // as an AVIF and a WebP at every width the site offers it at.
  const perBrand =
    LOGO_RASTER_WIDTHS.length +
    2 * (BANNER_RASTER_WIDTHS.desktop.length + BANNER_RASTER_WIDTHS.mobile.length);
  assert.equal(asked, 2 * 2 * perBrand);
  const encoded = await variants();
  assert.ok(encoded.length > 0 && encoded.length <= asked, `${encoded.length} of ${asked}`);
  assert.deepEqual(new Set(encoded.map((variant) => variant.format)), new Set(['avif', 'webp']));
  for (const width of [...LOGO_RASTER_WIDTHS, ...BANNER_RASTER_WIDTHS.desktop]) {
    assert.ok(
      encoded.some((variant) => variant.width === width),
      `a variant ${width} px wide`,
    );
  }

  const homeBanner = await app.inject({
    method: 'GET',
    url: '/assets/brands/croupier/banners/welcome-desktop.avif?w=1920',
  });
  assert.equal(homeBanner.statusCode, 200);
  assert.equal(await encodeFirstViewArtwork(app, pool), asked);
  assert.equal((await variants()).length, encoded.length, 'nothing is encoded twice');
});

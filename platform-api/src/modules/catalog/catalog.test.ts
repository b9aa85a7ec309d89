import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import zlib from 'node:zlib';

import { post, startTestApp } from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

// Croupier Originals (ORIG) lead the list: the platform's own games, listed once the site has
// their pages.
const PROVIDERS = ['ORIG', 'AP', 'HB', 'PG', 'PP', 'PT', 'SA', 'SABA', 'SB', 'SBO', 'SG'];
const CATEGORIES = [
  'lottery',
  'cards',
  'sports',
  'slots',
  'casino',
  'fishing',
  'cockfight',
  'others',
];

test('country/get lists countries with ISO code and dial code', async () => {
  const response = await post(app, 'country/get');
  assert.equal(response.statusCode, 200);
  const countries = response.body.data;
  assert.ok(countries.length >= 20);
  const byCode = new Map(countries.map((country: { code: string }) => [country.code, country]));
  for (const code of ['ID', 'MY', 'TH', 'VN', 'US', 'GB']) assert.ok(byCode.has(code), code);
  assert.deepEqual(byCode.get('ID'), { code: 'ID', name: 'Indonesia', dialCode: '+62' });
});

test('currency-lists filters by type and carries scale and networks', async () => {
  const list = async (currencyType: string) =>
    (await post(app, 'currency-lists', { type: 'get', currencyType, brandId: 'croupier' })).body
      .data;
  const all = await list('all');
  const fiat = await list('fiat');
  const crypto = await list('crypto');
  assert.deepEqual(
    fiat.map((currency: { currency: string }) => currency.currency),
    ['IDR', 'USD', 'MYR', 'THB', 'VND'],
  );
  assert.deepEqual(
    crypto.map(({ currency, scale }: { currency: string; scale: number }) => [currency, scale]),
    [
      ['USDT', 6],
      ['BTC', 8],
      ['ETH', 18],
    ],
  );
  assert.equal(all.length, fiat.length + crypto.length);
  const usdt = crypto[0];
  assert.deepEqual(usdt.networks, ['TRC20', 'ERC20', 'BEP20']);
  assert.equal(usdt.type, 'crypto');
  assert.equal(fiat[0].scale, 2);
  assert.deepEqual(fiat[0].networks, []);
});

test('paymentChannel lists banks, e-wallets and crypto with decimal-string limits', async () => {
  const response = await post(app, 'paymentChannel', {
    paymentType: 'ALL',
    type: 'getByPaymentType',
    brandId: 'croupier',
  });
  const channels = response.body.data;
  const bca = channels.find((channel: { code: string }) => channel.code === 'BCA');
  assert.deepEqual(bca, {
    code: 'BCA',
    name: 'Bank Central Asia',
    type: 'bank',
    currency: 'IDR',
    logo: '/assets/channels/BCA.svg',
    minAmount: '50000.00',
    maxAmount: '100000000.00',
  });
  const btc = channels.find((channel: { code: string }) => channel.code === 'BTC');
  assert.equal(btc.minAmount, '0.00050000');
  const types = new Set(channels.map((channel: { type: string }) => channel.type));
  assert.deepEqual([...types].sort(), ['bank', 'crypto', 'eWallet']);
  for (const code of ['MANDIRI', 'BNI', 'OVO', 'DANA', 'GOPAY', 'MAYBANK']) {
    assert.ok(
      channels.some((channel: { code: string }) => channel.code === code),
      code,
    );
  }
});

test('gameNoAuth lists all eleven providers, or those with games of a category', async () => {
  const providers = async (gameCategory: string) =>
    post(app, 'gameNoAuth', { systemType: 'gameProvider', brandId: 'croupier', gameCategory });
  const all = (await providers('all')).body.data;
  assert.deepEqual(
    all.map((provider: { gpid: string }) => provider.gpid),
    PROVIDERS,
  );
  assert.deepEqual(all[0], {
    gpid: 'ORIG',
    gpname: 'Croupier Originals',
    gplogo: '/assets/providers/ORIG.svg',
  });
  assert.deepEqual(all[1], {
    gpid: 'AP',
    gpname: 'Advant Play',
    gplogo: '/assets/providers/AP.svg',
  });
  const sports = (await providers('sports')).body.data;
  assert.deepEqual(
    sports.map((provider: { gpid: string }) => provider.gpid),
    ['SABA', 'SBO'],
  );
  const unknown = await providers('bingo');
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.body.errorCode, 2);
});

test('catalog calls refuse unknown brands and bad bodies with errorCode 2', async () => {
  const bodies: Array<[string, unknown]> = [
    ['currency-lists', { type: 'get', currencyType: 'all', brandId: 'nobrand' }],
    ['currency-lists', { type: 'get', currencyType: 'gold', brandId: 'croupier' }],
    ['currency-lists', { type: 'get', currencyType: 'all', brandId: 'croupier', x: 1 }],
    ['paymentChannel', { paymentType: 'SOME', type: 'getByPaymentType', brandId: 'croupier' }],
    ['paymentChannel', { paymentType: 'ALL', type: 'getByPaymentType', brandId: 'nobrand' }],
    ['gameNoAuth', { systemType: 'game', brandId: 'croupier', gameCategory: 'all' }],
    ['gameNoAuth', { systemType: 'gameProvider', brandId: 'nobrand', gameCategory: 'all' }],
    ['country/get', { unexpected: true }],
  ];
  for (const [path, body] of bodies) {
    const response = await post(app, path, body);
    assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(response.body.errorCode, 2);
  }
});

test('static /data files are generated from the database and cached for 60 s', async () => {
  const get = (file: string) => app.inject({ method: 'GET', url: `/data/${file}` });
  const seeded = await get('listofgame.json');
  assert.equal(seeded.headers['cache-control'], 'public, max-age=60');
  const catalogue = seeded.json();
  assert.equal(catalogue.total, catalogue.body.length);
  assert.ok(catalogue.total >= 50);
  const reef = catalogue.body.find((game: { code: string }) => game.code === 'captains-reef');
  assert.deepEqual(reef, {
    id: reef.id,
    gpid: 'HB',
    category: 'slots',
    name: "Captain's Reef",
    code: 'captains-reef',
    thumbnail: '/assets/games/HB/captains-reef.svg',
    isPopular: false,
    isRecommended: true,
    sort: reef.sort,
    engine: 'slot',
  });

  await pool.query(
    `INSERT INTO games (gpid, category, name, code, thumbnail, engine, theme, sort)
     VALUES ('PG', 'slots', 'Added Later', 'added-later', '/t/a.svg', 'slot',
             '{"primary":"#000","secondary":"#111","accent":"#fff",
               "symbols":["A","B","C","D","E","F"]}', 0)`,
  );
  const games = (await get('listofgame.json')).json();
  assert.equal(games.total, catalogue.total + 1);
  assert.equal(games.body[0].name, 'Added Later');

  type Flagged = { name: string; isPopular: boolean; isRecommended: boolean };
  const names = (file: string) =>
    get(file).then((response) => response.json().map((game: Flagged) => game.name));
  const flagged = (flag: 'isPopular' | 'isRecommended') =>
    games.body.filter((game: Flagged) => game[flag]).map((game: Flagged) => game.name);
  assert.deepEqual(await names('listOfPopularGame.json'), flagged('isPopular'));
  assert.deepEqual(await names('listOfRecommendedGame.json'), flagged('isRecommended'));

  const providers = (await get('listOfGameProvider.json')).json();
  assert.deepEqual(
    providers.map((provider: { gpid: string }) => provider.gpid),
    PROVIDERS,
  );
  const categories = await get('listOfGameCategory.json');
  assert.equal(categories.headers['cache-control'], 'public, max-age=60');
  assert.deepEqual(
    categories.json().map((category: { code: string }) => category.code),
    CATEGORIES,
  );
});

test('static /data files are built once per catalogue change and sent precompressed with an ETag', async () => {
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/data/listOfGameProvider.json', headers });
  const plain = await get();
  const etag = String(plain.headers.etag);
  assert.match(etag, /^"[\w-]{43}"$/);
  assert.equal(plain.headers.vary, 'Accept-Encoding');

  const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.headers.etag, etag);
  assert.equal(zlib.brotliDecompressSync(brotli.rawPayload).toString(), plain.body);
  const gzipped = await get({ 'accept-encoding': 'gzip, br;q=0' });
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gzipped.rawPayload).toString(), plain.body);

  const unchanged = await get({ 'if-none-match': etag });
  assert.equal(unchanged.statusCode, 304);
  assert.equal(unchanged.body, '');
  assert.equal(unchanged.headers.etag, etag);

  // Reads between changes never query the catalogue tables.
  const catalogueQueries: string[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && /FROM (games|game_providers|game_categories)\b/.test(text))
      catalogueQueries.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof pool.query;
  try {
    await get();
    await get({ 'accept-encoding': 'br' });
    assert.deepEqual(catalogueQueries, []);

    await pool.query("UPDATE game_providers SET gpname = gpname || ' (renamed)' WHERE gpid = 'PG'");
    const renamed = await get();
    assert.notEqual(renamed.headers.etag, etag);
    assert.ok(renamed.body.includes(' (renamed)'));
    assert.ok(catalogueQueries.length > 0);
  } finally {
    pool.query = query;
    await pool.query("UPDATE game_providers SET gpname = replace(gpname, ' (renamed)', '')");
  }
});

test('every logo the catalog and brands point at is served as SVG', async () => {
  const currencies = (
    await post(app, 'currency-lists', { type: 'get', currencyType: 'all', brandId: 'croupier' })
  ).body.data;
  const channels = (
    await post(app, 'paymentChannel', {
      paymentType: 'ALL',
      type: 'getByPaymentType',
      brandId: 'croupier',
    })
  ).body.data;
  const providers = (
    await post(app, 'gameNoAuth', {
      systemType: 'gameProvider',
      brandId: 'croupier',
      gameCategory: 'all',
    })
  ).body.data;
  const brands = await Promise.all(
    ['localhost', '127.0.0.1'].map(
      async (domain) => (await post(app, 'brand/config', { domain })).body.data,
    ),
  );
  const urls = [
    ...currencies.map((currency: { logo: string }) => currency.logo),
    ...channels.map((channel: { logo: string }) => channel.logo),
    ...providers.map((provider: { gplogo: string }) => provider.gplogo),
    ...brands.flatMap((brand) => [
      brand.logo,
      brand.favicon,
      ...Object.values(brand.banners).flatMap((set) => {
        const { desktop, mobile } = set as {
          desktop: { img: string }[];
          mobile: { img: string }[];
        };
        return [...desktop, ...mobile].map((banner) => banner.img);
      }),
    ]),
  ];
  for (const url of new Set(urls)) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, url);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/, url);
    assert.match(response.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/, url);
  }
  const missing = await app.inject({ method: 'GET', url: '/assets/providers/NOPE.svg' });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().errorCode, 6);
});

test('a provider with no playable game is listed nowhere', async () => {
  await pool.query(
    `INSERT INTO game_providers (gpid, gpname, gplogo, sort) VALUES ('ZZ', 'Empty Studio', '', 99);
     INSERT INTO games (gpid, category, name, code, thumbnail, engine, theme, sort, enabled)
     VALUES ('ZZ', 'slots', 'Switched Off', 'switched-off', '/t/z.svg', 'slot',
             '{"primary":"#000","secondary":"#111","accent":"#fff",
               "symbols":["A","B","C","D","E","F"]}', 0, false)`,
  );
  const gpids = (providers: { gpid: string }[]) => providers.map((provider) => provider.gpid);
  const listed = await post(app, 'gameNoAuth', {
    systemType: 'gameProvider',
    brandId: 'croupier',
    gameCategory: 'all',
  });
  assert.deepEqual(gpids(listed.body.data), PROVIDERS);
  const slots = await post(app, 'gameNoAuth', {
    systemType: 'gameProvider',
    brandId: 'croupier',
    gameCategory: 'slots',
  });
  assert.ok(!gpids(slots.body.data).includes('ZZ'));
  const file = await app.inject({ method: 'GET', url: '/data/listOfGameProvider.json' });
  assert.deepEqual(gpids(file.json()), PROVIDERS);
});

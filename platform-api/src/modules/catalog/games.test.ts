import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { GAME_CATEGORY_CODES, type Game } from '@croupier/contracts';

import { post, startTestApp } from '../../../test/harness.js';
import { ENGINE_OF_CATEGORY } from '../../db/seed/game-data.js';
import type { GameTheme } from './game-theme.js';

const { app, pool, close } = await startTestApp();
after(close);

const listed: Game[] = (await app.inject({ method: 'GET', url: '/data/listofgame.json' })).json()
  .body;
/** The demo providers' catalogue; Croupier Originals (ORIG) run on the site, on no demo engine. */
const catalogue = listed.filter((game) => game.gpid !== 'ORIG');

test('the four originals are listed as Croupier Originals, on no engine', () => {
  const originals = listed.filter((game) => game.gpid === 'ORIG');
  assert.deepEqual(
    originals.map(({ code, category, engine, thumbnail }) => ({
      code,
      category,
      engine,
      thumbnail,
    })),
    ['dice', 'limbo', 'mines', 'plinko'].map((code) => ({
      code,
      category: 'casino',
      engine: null,
      thumbnail: `/assets/games/ORIG/${code}.svg`,
    })),
  );
});

test('every category has at least four games, slots the most', () => {
  const counts = new Map(GAME_CATEGORY_CODES.map((code) => [code, 0]));
  for (const game of catalogue) counts.set(game.category, (counts.get(game.category) ?? 0) + 1);
  for (const [category, count] of counts) assert.ok(count >= 4, `${category}: ${count}`);
  const slots = counts.get('slots') ?? 0;
  for (const [category, count] of counts) {
    if (category !== 'slots') assert.ok(slots > count, category);
  }
  assert.ok(catalogue.length >= 55 && catalogue.length <= 65, String(catalogue.length));
  assert.equal(new Set(catalogue.map((game) => game.gpid)).size, 10);
  assert.equal(new Set(catalogue.map((game) => game.name)).size, catalogue.length);
});

test('every game runs the engine of its category and has a theme of its own', async () => {
  for (const game of catalogue) assert.equal(game.engine, ENGINE_OF_CATEGORY[game.category]);
  // The seeded catalogue's games; the platform's own originals draw no generated theme.
  const { rows } = await pool.query<{ code: string; theme: GameTheme }>(
    'SELECT code, theme FROM games WHERE code = ANY($1)',
    [catalogue.map((game) => game.code)],
  );
  assert.equal(rows.length, catalogue.length);
  for (const { code, theme } of rows) {
    for (const colour of [theme.primary, theme.secondary, theme.accent]) {
      assert.match(colour, /^#[0-9a-f]{6}$/, code);
    }
    assert.ok(theme.symbols.length >= 6 && theme.symbols.length <= 8, code);
    for (const symbol of theme.symbols) assert.match(symbol, /^[A-Z0-9-]{1,8}$/, code);
  }
  const colours = rows.map(({ theme }) => `${theme.primary} ${theme.secondary} ${theme.accent}`);
  assert.equal(new Set(colours).size, rows.length);
});

test('about ten games are popular and about ten recommended', () => {
  const popular = catalogue.filter((game) => game.isPopular).length;
  const recommended = catalogue.filter((game) => game.isRecommended).length;
  assert.ok(popular >= 8 && popular <= 12, `popular ${popular}`);
  assert.ok(recommended >= 8 && recommended <= 12, `recommended ${recommended}`);
});

/** Every opened tag is closed in order: enough to catch broken markup. */
function assertBalancedTags(svg: string, label: string) {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) assert.equal(open.pop(), name, `${label}: </${name}>`);
    else if (!selfClosing) open.push(name ?? '');
  }
  assert.deepEqual(open, [], label);
}

test('every thumbnail is a generated SVG naming its game', async () => {
  const escaped = (text: string) => text.replace(/&/g, '&#38;').replace(/'/g, '&#39;');
  for (const game of catalogue) {
    assert.equal(game.thumbnail, `/assets/games/${game.gpid}/${game.code}.svg`);
    const response = await app.inject({ method: 'GET', url: game.thumbnail });
    assert.equal(response.statusCode, 200, game.thumbnail);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
    assert.ok(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
    assert.ok(response.body.includes(`<title>${escaped(game.name)}</title>`), game.name);
    assertBalancedTags(response.body, game.thumbnail);
  }
  const reef = await app.inject({ method: 'GET', url: '/assets/games/HB/captains-reef.svg' });
  assert.ok(reef.body.includes('Captain&#39;s Reef'));
  const poker = await app.inject({
    method: 'GET',
    url: '/assets/games/AP/salt-and-pepper-poker.svg',
  });
  assert.ok(poker.body.includes('Salt &#38; Pepper'));

  for (const url of ['/assets/games/HB/no-such-game.svg', '/assets/games/PG/captains-reef.svg']) {
    const missing = await app.inject({ method: 'GET', url });
    assert.equal(missing.statusCode, 404, url);
    assert.equal(missing.json().errorCode, 6);
  }
  const bad = await app.inject({ method: 'GET', url: '/assets/games/HB/Captains.svg' });
  assert.equal(bad.statusCode, 400);
});

test('gameNoAuth lists, per category, exactly the providers with games in it', async () => {
  const all = (
    await post(app, 'gameNoAuth', {
      systemType: 'gameProvider',
      brandId: 'croupier',
      gameCategory: 'all',
    })
  ).body.data.map((provider: { gpid: string }) => provider.gpid);
  for (const category of GAME_CATEGORY_CODES) {
    const providers = (
      await post(app, 'gameNoAuth', {
        systemType: 'gameProvider',
        brandId: 'croupier',
        gameCategory: category,
      })
    ).body.data.map((provider: { gpid: string }) => provider.gpid);
    const withGames = new Set(
      listed.filter((game) => game.category === category).map((game) => game.gpid),
    );
    assert.deepEqual(
      providers,
      all.filter((gpid: string) => withGames.has(gpid)),
      category,
    );
  }
});

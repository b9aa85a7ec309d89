import { playGamePath } from './catalogue';

it("a provider's game opens its details page", () => {
  expect(playGamePath({ gpid: 'PG', code: 'lucky-dragon' })).toBe(
    '/play/game/?gpid=PG&code=lucky-dragon',
  );
});

it('a Croupier Original opens its own page on the site', () => {
  expect(playGamePath({ gpid: 'ORIG', code: 'dice' })).toBe('/play/originals/dice/');
});

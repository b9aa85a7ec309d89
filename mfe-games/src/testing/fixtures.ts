import type { Game, GameProvider } from '@croupier/shared';
import type { FakeRoutes } from '../../../shared/src/testing/fakeApi';

// Test support: a small catalogue and the static files that serve it.

export function game(fields: Partial<Game> & Pick<Game, 'id' | 'name'>): Game {
  return {
    gpid: 'PG',
    category: 'slots',
    code: fields.name.toLowerCase().replaceAll(' ', '-'),
    thumbnail: `/assets/games/${fields.id}.svg`,
    isPopular: false,
    isRecommended: false,
    sort: fields.id,
    engine: 'slot',
    ...fields,
  };
}

export const providers: GameProvider[] = [
  { gpid: 'PG', gpname: 'PG Soft', gplogo: '/assets/providers/pg.svg' },
  { gpid: 'PP', gpname: 'Pragmatic Play', gplogo: '/assets/providers/pp.svg' },
  { gpid: 'SBO', gpname: 'SBOBET', gplogo: '/assets/providers/sbo.svg' },
];

export const catalogue: Game[] = [
  game({ id: 1, name: 'Lucky Dragon', gpid: 'PG', category: 'slots', isPopular: true }),
  game({ id: 2, name: 'Dragon Tiger', gpid: 'PP', category: 'casino', isRecommended: true }),
  game({ id: 3, name: 'Gold Rush', gpid: 'PP', category: 'slots' }),
  game({ id: 4, name: 'Football Live', gpid: 'SBO', category: 'sports', engine: 'dice' }),
  game({ id: 5, name: 'Deep Sea Catch', gpid: 'PG', category: 'fishing' }),
];

const file = (body: unknown) => ({ status: 200, body });

/** The static game files as the platform serves them. */
export const staticGameFiles: FakeRoutes = {
  '/data/listofgame.json': file({ body: catalogue, total: catalogue.length }),
  '/data/listOfGameProvider.json': file(providers),
  '/data/listOfPopularGame.json': file(catalogue.filter((entry) => entry.isPopular)),
  '/data/listOfRecommendedGame.json': file(catalogue.filter((entry) => entry.isRecommended)),
};

// Catalogue schemas; the games' are the wire contract of shared/src/games/types.ts, and the
// assertions at the bottom fail the build on any drift.

import { Type, type Static } from '@sinclair/typebox';

import {
  GAME_CATEGORY_CODES,
  type Game,
  type GameCategory,
} from '../../../../shared/src/games/types.js';
import { literals, type Assert, type Same } from '../../http/schemas.js';

export const GameProviderSchema = Type.Object({
  gpid: Type.String(),
  gpname: Type.String(),
  gplogo: Type.String(),
});

const GameCategoryCodeSchema = literals(GAME_CATEGORY_CODES);

export const GameCategorySchema = Type.Object({
  code: GameCategoryCodeSchema,
  name: Type.String(),
  sort: Type.Integer(),
});

export const GameSchema = Type.Object({
  id: Type.Integer(),
  gpid: Type.String(),
  category: GameCategoryCodeSchema,
  name: Type.String(),
  code: Type.String(),
  thumbnail: Type.String(),
  isPopular: Type.Boolean(),
  isRecommended: Type.Boolean(),
  sort: Type.Integer(),
  engine: literals(['slot', 'dice'] as const),
});

export type CatalogSchemasMatchContract = [
  Assert<Same<Static<typeof GameSchema>, Game>>,
  Assert<Same<Static<typeof GameCategorySchema>, GameCategory>>,
];

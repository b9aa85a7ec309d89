import { Type } from '@sinclair/typebox';

export const GameProviderSchema = Type.Object({
  gpid: Type.String(),
  gpname: Type.String(),
  gplogo: Type.String(),
});

export const GameCategorySchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
});

export const GameSchema = Type.Object({
  id: Type.Integer(),
  gpid: Type.String(),
  category: Type.String(),
  name: Type.String(),
  code: Type.String(),
  thumbnail: Type.String(),
  isPopular: Type.Boolean(),
  isRecommended: Type.Boolean(),
  sort: Type.Integer(),
});

// What the brands table keeps in `config`: the brand configuration of the wire contract but the
// identity, the remote registry and the game origins, which live in their own columns and tables.

import { BrandConfigSchema } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

export const StoredBrandConfigSchema = Type.Omit(BrandConfigSchema, [
  'brandId',
  'brandName',
  'remotes',
  'gameOrigins',
]);
export type StoredBrandConfig = Static<typeof StoredBrandConfigSchema>;

// What the brands table keeps in `config`: the brand configuration of the wire contract but the
// identity, the remote registry and the game origins, which live in their own columns and tables,
// and the jackpot's currency, switch and value, which the jackpot module holds.

import { BrandConfigSchema, JackpotConfigSchema } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

export const StoredBrandConfigSchema = Type.Composite([
  Type.Omit(BrandConfigSchema, ['brandId', 'brandName', 'remotes', 'gameOrigins', 'jackpot']),
  Type.Object({
    /** How the jackpot's display animates between pushes of its value. */
    jackpot: Type.Pick(JackpotConfigSchema, ['minIncrement', 'maxIncrement']),
  }),
]);
export type StoredBrandConfig = Static<typeof StoredBrandConfigSchema>;

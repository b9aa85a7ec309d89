// What the brands table keeps in `config`: the brand configuration of the wire contract but the
// identity, the remote registry and the game origins, which live in their own columns and tables,
// and the jackpot's currency, switch and value, which the jackpot module holds; its banners keep
// their schedule, which the site is not told (brand-config.ts shows each in its time), and so does
// the announcement.

import {
  BannerSchema,
  BrandConfigSchema,
  HomepageWidgetSchema,
  JackpotConfigSchema,
} from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';

/** A banner with its schedule, whose instants the settings' schema checked when they were sent. */
const StoredBannerSchema = Type.Composite([
  BannerSchema,
  Type.Object({ from: Type.Optional(Type.String()), until: Type.Optional(Type.String()) }),
]);
const StoredBannerSetSchema = Type.Object({
  desktop: Type.Array(StoredBannerSchema),
  mobile: Type.Array(StoredBannerSchema),
});

export const StoredBrandConfigSchema = Type.Composite([
  Type.Omit(BrandConfigSchema, [
    'brandId',
    'brandName',
    'remotes',
    'gameOrigins',
    'jackpot',
    'banners',
    'homepageWidget',
  ]),
  Type.Object({
    banners: Type.Object({
      home: StoredBannerSetSchema,
      category: StoredBannerSetSchema,
      promo: StoredBannerSetSchema,
    }),
    homepageWidget: Type.Composite([
      HomepageWidgetSchema,
      Type.Object({
        announcementFrom: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        announcementUntil: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ]),
    /** How the jackpot's display animates between pushes of its value. */
    jackpot: Type.Pick(JackpotConfigSchema, ['minIncrement', 'maxIncrement']),
  }),
]);
export type StoredBrandConfig = Static<typeof StoredBrandConfigSchema>;

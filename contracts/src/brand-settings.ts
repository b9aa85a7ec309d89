// The brand settings operators read and change in the admin API
// (`GET`/`POST /admin/v1/brands/:brandId/settings`): the parts of the brand configuration a brand's
// marketing team owns, stricter than the configuration itself because they arrive from people.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, literals } from './api';
import { BrandBonusSettingsSchema } from './bonus';
import { LanguageCodeSchema } from './brand';
import { GRADIENT_THEMES, LANGUAGE_CODES } from './codes';

/** An absolute http(s) URL, or a path on the brand's own site (never `//host`, another site). */
const SITE_URL_PATTERN = '^(https?://[^\\s/?#]+[^\\s]*|/(?!/)[^\\s]*)$';
const SiteUrlSchema = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: SITE_URL_PATTERN,
  description: 'An absolute http(s) URL or a path on the site, e.g. /promotion/',
});

/**
 * An image of the brand's site: a path on the site itself (the brand artwork under /assets/), since
 * the site's CSP loads images from its own origin, not from other hosts.
 */
const SiteImageSchema = Type.String({
  minLength: 2,
  maxLength: 2048,
  // No backslash anywhere: browsers read `/\host` as `//host`, another site.
  pattern: '^/(?!/)[^\\s\\\\]*$',
  description: 'A path on the site, e.g. /assets/brands/lagoon/logo.svg (no other host)',
});

const ColourSchema = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', examples: ['#0a84c6'] });

export const ThemeSettingsSchema = Type.Object(
  {
    container: ColourSchema,
    navbar: ColourSchema,
    footer: ColourSchema,
    buttonPrimary: ColourSchema,
    buttonSecondary: ColourSchema,
    text: ColourSchema,
    iconNonSelected: ColourSchema,
    gradientColor: literals(GRADIENT_THEMES),
  },
  { additionalProperties: false },
);

/** A banner's own artwork in languages other than the default one (whose artwork is its img). */
const BannerArtworkByLanguageSchema = Type.Record(
  Type.String({ pattern: `^(${LANGUAGE_CODES.join('|')})$` }),
  SiteImageSchema,
  {
    additionalProperties: false,
    description: 'An uploaded image per language code; a language left out shows img',
  },
);

const BannerSettingSchema = Type.Object(
  {
    img: SiteImageSchema,
    imgByLanguage: Type.Optional(BannerArtworkByLanguageSchema),
    redirect: SiteUrlSchema,
    order: Type.Integer({ minimum: 1, maximum: 100 }),
    from: Type.Optional(
      Type.String({ format: 'date-time', description: 'Shown from then on; absent: already' }),
    ),
    until: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Shown until then (after from); absent: on',
      }),
    ),
  },
  { additionalProperties: false },
);

const BannerSetSettingsSchema = Type.Object(
  {
    desktop: Type.Array(BannerSettingSchema, { maxItems: 10 }),
    mobile: Type.Array(BannerSettingSchema, { maxItems: 10 }),
  },
  { additionalProperties: false },
);

export const BannerSettingsSchema = Type.Object(
  {
    home: BannerSetSettingsSchema,
    category: BannerSetSettingsSchema,
    promo: BannerSetSettingsSchema,
  },
  { additionalProperties: false },
);
export type BannerSettings = Static<typeof BannerSettingsSchema>;

/** How the jackpot's display animates; its pool is the ledger's (docs/jackpot.md). */
export const JackpotSettingsSchema = Type.Object(
  {
    minIncrement: Type.Number({ minimum: 0 }),
    maxIncrement: Type.Number({ minimum: 0, description: 'At least minIncrement' }),
  },
  { additionalProperties: false },
);

export const LiveChatSettingsSchema = Type.Object(
  {
    isActive: Type.Boolean(),
    url: Type.String({
      maxLength: 2048,
      pattern: '^(https?://[^\\s/?#]+[^\\s]*)?$',
      description: 'An absolute http(s) URL; empty only while live chat is off',
    }),
  },
  { additionalProperties: false },
);

export const ANNOUNCEMENT_MAX_LENGTH = 500;

/** The announcement's translations: languages displayed other than the default one. */
export const AnnouncementTranslationsSchema = Type.Object(
  Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      Type.Optional(Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_MAX_LENGTH })),
    ]),
  ),
  { additionalProperties: false },
);

export const HomepageWidgetSettingsSchema = Type.Object(
  {
    referral: Type.Boolean(),
    announcement: Type.String({
      maxLength: ANNOUNCEMENT_MAX_LENGTH,
      description: "In the brand's default language; empty: no announcement",
    }),
    announcementTranslations: Type.Optional(AnnouncementTranslationsSchema),
    announcementFrom: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'Shown from then on; null or absent: already',
      }),
    ),
    announcementUntil: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'Shown until then (after from); null or absent: on. Unpublishing sets it',
      }),
    ),
  },
  { additionalProperties: false },
);

/** Everything an operator may change; `GET settings` answers all of it. */
export const BrandSettingsSchema = Type.Object(
  {
    themeConfig: ThemeSettingsSchema,
    logo: SiteImageSchema,
    banners: BannerSettingsSchema,
    languages: Type.Array(LanguageCodeSchema, {
      minItems: 1,
      maxItems: LANGUAGE_CODES.length,
      uniqueItems: true,
      description: "The languages of the site's menu, in their order",
    }),
    defaultLanguage: LanguageCodeSchema,
    jackpot: JackpotSettingsSchema,
    liveChat: LiveChatSettingsSchema,
    homepageWidget: HomepageWidgetSettingsSchema,
  },
  { additionalProperties: false },
);
export type BrandSettings = Static<typeof BrandSettingsSchema>;

/**
 * `POST settings` body: any of the settings (and the bonus ones); the others stay as they are. The
 * homepage widget too is changed field by field: the brand page sends its referral switch, the
 * content section its announcement, and neither overwrites the other's with an older copy.
 */
export const BrandSettingsChangeSchema = Type.Partial(
  Type.Composite([
    Type.Omit(BrandSettingsSchema, ['homepageWidget']),
    Type.Object({
      homepageWidget: Type.Partial(HomepageWidgetSettingsSchema, {
        additionalProperties: false,
        minProperties: 1,
      }),
    }),
    BrandBonusSettingsSchema,
  ]),
  {
    additionalProperties: false,
    minProperties: 1,
  },
);
export type BrandSettingsChange = Static<typeof BrandSettingsChangeSchema>;

/** `GET settings` and `POST settings` → data: the brand named, and its settings. */
export const BrandSettingsAnswerSchema = Type.Composite([
  Type.Object({ brandId: BrandIdSchema, brandName: Type.String() }),
  BrandSettingsSchema,
  BrandBonusSettingsSchema,
]);
export type BrandSettingsAnswer = Static<typeof BrandSettingsAnswerSchema>;

// The brand configuration served by `POST /v1/brand/config` (body: { domain }), the contract
// between platform-api and every frontend. Field names follow the product specification.

import { Type, type Static } from '@sinclair/typebox';

import { literals } from './api';
import { GRADIENT_THEMES, LANGUAGE_CODES, REMOTE_NAMES } from './codes';
import { PaymentAccountTypeSchema } from './wallet';

export const LanguageCodeSchema = literals(LANGUAGE_CODES);
export const RemoteNameSchema = literals(REMOTE_NAMES);

/** `brand/config` body. */
export const BrandConfigRequestSchema = Type.Object(
  { domain: Type.String({ minLength: 1, maxLength: 255, examples: ['localhost'] }) },
  { additionalProperties: false },
);

export const ThemeConfigSchema = Type.Object({
  container: Type.String({ description: 'Page background' }),
  navbar: Type.String(),
  footer: Type.String(),
  buttonPrimary: Type.String(),
  buttonSecondary: Type.String(),
  text: Type.String(),
  iconNonSelected: Type.String(),
  gradientColor: literals(GRADIENT_THEMES),
});
export type ThemeConfig = Static<typeof ThemeConfigSchema>;

export const BannerSchema = Type.Object({
  img: Type.String({ description: "The artwork in the brand's default language" }),
  redirect: Type.String(),
  order: Type.Integer(),
  imgByLanguage: Type.Optional(
    Type.Record(Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$' }), Type.String(), {
      description:
        "The banner's own artwork by language code (th-TH, …); the site shows img in a language missing here",
    }),
  ),
});
export type Banner = Static<typeof BannerSchema>;

export const BannerSetSchema = Type.Object({
  desktop: Type.Array(BannerSchema),
  mobile: Type.Array(BannerSchema),
});
export type BannerSet = Static<typeof BannerSetSchema>;

export const LangOptionSchema = Type.Object({
  lang: Type.String(),
  langCode: LanguageCodeSchema,
  isDisplay: Type.Boolean(),
  order: Type.Integer(),
});
export type LangOption = Static<typeof LangOptionSchema>;

export const RegisterSettingSchema = Type.Object({
  useEmail: Type.Boolean(),
  usePassword: Type.Boolean(),
  usePhoneNumber: Type.Boolean(),
  useBank: Type.Boolean(),
  requireDateOfBirth: Type.Optional(
    Type.Boolean({
      description:
        'Registration needs dateOfBirth and refuses players under minimumAge; absent: off',
    }),
  ),
  minimumAge: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 99, description: 'Years; absent: 18' }),
  ),
  promptDepositLimit: Type.Optional(
    Type.Boolean({
      description:
        'The site offers a new player to set a deposit limit (rg/limits answers whether it still should)',
    }),
  ),
});
export type RegisterSetting = Static<typeof RegisterSettingSchema>;

export const PaymentAccountSettingsSchema = Type.Object({
  requireAccount: Type.Boolean({
    description: 'The player must have a payment account before deposit and withdraw',
  }),
  allowedTypes: Type.Array(PaymentAccountTypeSchema),
  updateAccount: Type.Boolean(),
  multipleAccount: Type.Boolean(),
});
export type PaymentAccountSettings = Static<typeof PaymentAccountSettingsSchema>;

/**
 * The brand's progressive jackpot (docs/jackpot.md): its pool's value when the config was read,
 * and how the display animates between the realtime service's pushes of it.
 */
export const JackpotConfigSchema = Type.Object({
  currency: Type.String(),
  minIncrement: Type.Number({
    description: 'Smallest step of the animated display (display only)',
  }),
  maxIncrement: Type.Number({ description: 'Largest step of the animated display (display only)' }),
  isActive: Type.Boolean(),
  totalJackpot: Type.String({
    pattern: '^[0-9]+(\\.[0-9]+)?$',
    description: "The pool's value, a decimal string at the currency's scale",
  }),
});
export type JackpotConfig = Static<typeof JackpotConfigSchema>;

export const FooterContactSchema = Type.Object({
  type: literals(['email', 'phone', 'whatsapp', 'telegram', 'facebook', 'instagram'] as const),
  label: Type.String(),
  url: Type.String(),
});
export type FooterContact = Static<typeof FooterContactSchema>;

export const HomepageWidgetSchema = Type.Object({
  referral: Type.Boolean(),
  announcement: Type.String({ description: "In the brand's default language" }),
  announcementTranslations: Type.Optional(
    Type.Record(Type.String({ pattern: '^[a-z]{2}-[A-Z]{2}$' }), Type.String(), {
      description:
        'The announcement by language code (en-US, th-TH, …); the site shows announcement for a language missing here',
    }),
  ),
});
export type HomepageWidget = Static<typeof HomepageWidgetSchema>;

export const LiveChatSchema = Type.Object({ isActive: Type.Boolean(), url: Type.String() });
export type LiveChat = Static<typeof LiveChatSchema>;

/** One entry of the remote registry: where a remote's `mf-manifest.json` lives for this brand. */
export const RemoteRegistryEntrySchema = Type.Object({
  name: RemoteNameSchema,
  entry: Type.String(),
  enabled: Type.Boolean(),
  version: Type.String(),
});
export type RemoteRegistryEntry = Static<typeof RemoteRegistryEntrySchema>;

/** `brand/config` → data. */
export const BrandConfigSchema = Type.Object({
  brandId: Type.String(),
  brandName: Type.String(),
  logo: Type.String(),
  favicon: Type.String(),
  font: Type.String(),
  defaultLanguage: LanguageCodeSchema,
  themeConfig: ThemeConfigSchema,
  banners: Type.Object({
    home: BannerSetSchema,
    category: BannerSetSchema,
    promo: BannerSetSchema,
  }),
  langOption: Type.Array(LangOptionSchema),
  authSetting: Type.Object({ registerSetting: RegisterSettingSchema }),
  paymentAccountSettings: PaymentAccountSettingsSchema,
  footer: Type.Object({ contacts: Type.Array(FooterContactSchema) }),
  homepageWidget: HomepageWidgetSchema,
  liveChat: LiveChatSchema,
  jackpot: JackpotConfigSchema,
  remotes: Type.Array(RemoteRegistryEntrySchema),
  gameOrigins: Type.Array(Type.String(), {
    description: 'The origins of the game pages this site may frame (as game/origins answers)',
  }),
});
export type BrandConfig = Static<typeof BrandConfigSchema>;

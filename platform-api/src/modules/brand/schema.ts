// The BrandConfig contract (shared/src/brand/types.ts) as a TypeBox schema, for response
// serialization, OpenAPI and checking stored configs. The type assertions at the bottom fail the
// build if the two ever drift apart.

import { Type, type Static } from '@sinclair/typebox';

import {
  GRADIENT_THEMES,
  LANGUAGE_CODES,
  REMOTE_NAMES,
  type BrandConfig,
} from '../../../../shared/src/brand/types.js';
import { literals, type Assert, type Same } from '../../http/schemas.js';

export const LanguageCodeSchema = literals(LANGUAGE_CODES);
export const RemoteNameSchema = literals(REMOTE_NAMES);

const ThemeConfigSchema = Type.Object({
  container: Type.String(),
  navbar: Type.String(),
  footer: Type.String(),
  buttonPrimary: Type.String(),
  buttonSecondary: Type.String(),
  text: Type.String(),
  iconNonSelected: Type.String(),
  gradientColor: literals(GRADIENT_THEMES),
});

const BannerSchema = Type.Object({
  img: Type.String(),
  redirect: Type.String(),
  order: Type.Integer(),
});

const BannerSetSchema = Type.Object({
  desktop: Type.Array(BannerSchema),
  mobile: Type.Array(BannerSchema),
});

const LangOptionSchema = Type.Object({
  lang: Type.String(),
  langCode: LanguageCodeSchema,
  isDisplay: Type.Boolean(),
  order: Type.Integer(),
});

export const RegisterSettingSchema = Type.Object({
  useEmail: Type.Boolean(),
  usePassword: Type.Boolean(),
  usePhoneNumber: Type.Boolean(),
  useBank: Type.Boolean(),
  requireDateOfBirth: Type.Optional(Type.Boolean()),
  minimumAge: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  promptDepositLimit: Type.Optional(Type.Boolean()),
});

const PaymentAccountSettingsSchema = Type.Object({
  requireAccount: Type.Boolean(),
  allowedTypes: Type.Array(literals(['bank', 'eWallet'] as const)),
  updateAccount: Type.Boolean(),
  multipleAccount: Type.Boolean(),
});

const JackpotConfigSchema = Type.Object({
  currency: Type.String(),
  minIncrement: Type.Number(),
  maxIncrement: Type.Number(),
  isActive: Type.Boolean(),
  totalJackpot: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
});

const FooterContactSchema = Type.Object({
  type: literals(['email', 'phone', 'whatsapp', 'telegram', 'facebook', 'instagram'] as const),
  label: Type.String(),
  url: Type.String(),
});

export const RemoteRegistryEntrySchema = Type.Object({
  name: RemoteNameSchema,
  entry: Type.String(),
  enabled: Type.Boolean(),
  version: Type.String(),
});

/** What the brands table keeps in `config`: everything but the identity and the registry. */
export const StoredBrandConfigSchema = Type.Object({
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
  homepageWidget: Type.Object({ referral: Type.Boolean(), announcement: Type.String() }),
  liveChat: Type.Object({ isActive: Type.Boolean(), url: Type.String() }),
  jackpot: JackpotConfigSchema,
});
export type StoredBrandConfig = Static<typeof StoredBrandConfigSchema>;

export const BrandConfigSchema = Type.Composite([
  Type.Object({ brandId: Type.String(), brandName: Type.String() }),
  StoredBrandConfigSchema,
  Type.Object({
    remotes: Type.Array(RemoteRegistryEntrySchema),
    gameOrigins: Type.Array(Type.String()),
  }),
]);

export type BrandConfigSchemaMatchesContract = Assert<
  Same<Static<typeof BrandConfigSchema>, BrandConfig>
>;
export type StoredBrandConfigMatchesContract = Assert<
  Same<StoredBrandConfig, Omit<BrandConfig, 'brandId' | 'brandName' | 'remotes' | 'gameOrigins'>>
>;

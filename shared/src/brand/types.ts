// The brand configuration served by `POST /v1/brand/config` (body: { domain }), the contract
// between platform-api and every frontend. Field names follow the product specification.

export const LANGUAGE_CODES = [
  'en-US',
  'es-ES',
  'fr-FR',
  'hi-IN',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'pt-PT',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'vi-VN',
  'zh-CN',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const GRADIENT_THEMES = [
  'gold',
  'carbon',
  'platinum',
  'darkdesaturatedblue',
  'bluelagoon',
  'silver',
] as const;
export type GradientTheme = (typeof GRADIENT_THEMES)[number];

export const REMOTE_NAMES = ['games', 'wallet', 'account', 'referral'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemoteExpose = 'routes' | 'widgets';
/** The exposed modules the shell loads from each remote: a release that drops one is refused. */
export const REMOTE_EXPOSES: Record<RemoteName, readonly RemoteExpose[]> = {
  games: ['routes', 'widgets'],
  wallet: ['routes', 'widgets'],
  account: ['routes'],
  referral: ['routes', 'widgets'],
};

export interface ThemeConfig {
  /** Page background. */
  container: string;
  navbar: string;
  footer: string;
  buttonPrimary: string;
  buttonSecondary: string;
  text: string;
  iconNonSelected: string;
  gradientColor: GradientTheme;
}

export interface Banner {
  img: string;
  redirect: string;
  order: number;
}

export interface BannerSet {
  desktop: Banner[];
  mobile: Banner[];
}

export interface LangOption {
  lang: string;
  langCode: LanguageCode;
  isDisplay: boolean;
  order: number;
}

export interface RegisterSetting {
  useEmail: boolean;
  usePassword: boolean;
  usePhoneNumber: boolean;
  useBank: boolean;
  /** Registration needs dateOfBirth, and refuses players younger than minimumAge. Absent: off. */
  requireDateOfBirth?: boolean;
  /** Years; absent: 18. */
  minimumAge?: number;
  /** The site offers a new player to set a deposit limit (`rg/limits` answers whether it still should). */
  promptDepositLimit?: boolean;
}

export type PaymentAccountType = 'bank' | 'eWallet';

export interface PaymentAccountSettings {
  /** The player must have a payment account before deposit and withdraw. */
  requireAccount: boolean;
  allowedTypes: PaymentAccountType[];
  updateAccount: boolean;
  multipleAccount: boolean;
}

export interface JackpotConfig {
  currency: string;
  minIncrement: number;
  maxIncrement: number;
  isActive: boolean;
  /** Decimal string. */
  totalJackpot: string;
}

export interface FooterContact {
  type: 'email' | 'phone' | 'whatsapp' | 'telegram' | 'facebook' | 'instagram';
  label: string;
  url: string;
}

export interface HomepageWidget {
  referral: boolean;
  announcement: string;
}

export interface LiveChat {
  isActive: boolean;
  url: string;
}

/** One entry of the remote registry: where a remote's `mf-manifest.json` lives for this brand. */
export interface RemoteRegistryEntry {
  name: RemoteName;
  entry: string;
  enabled: boolean;
  version: string;
}

export interface BrandConfig {
  brandId: string;
  brandName: string;
  logo: string;
  favicon: string;
  font: string;
  defaultLanguage: LanguageCode;
  themeConfig: ThemeConfig;
  banners: { home: BannerSet; category: BannerSet; promo: BannerSet };
  langOption: LangOption[];
  authSetting: { registerSetting: RegisterSetting };
  paymentAccountSettings: PaymentAccountSettings;
  footer: { contacts: FooterContact[] };
  homepageWidget: HomepageWidget;
  liveChat: LiveChat;
  jackpot: JackpotConfig;
  remotes: RemoteRegistryEntry[];
  /** The origins of the game pages this site may frame (as `POST /v1/game/origins` answers). */
  gameOrigins: string[];
}

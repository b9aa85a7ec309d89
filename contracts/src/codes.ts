// The closed lists of the wire contract as plain values. The frontends use them at run time, so
// this file imports nothing: reading a list never loads TypeBox into a browser bundle.

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

export const GAME_CATEGORY_CODES = [
  'lottery',
  'cards',
  'sports',
  'slots',
  'casino',
  'fishing',
  'cockfight',
  'others',
] as const;
export type GameCategoryCode = (typeof GAME_CATEGORY_CODES)[number];

export const TRANSACTION_CATEGORIES = ['DEPOWD', 'SWAP', 'GAMETRANSFER'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const CONTENT_KINDS = ['article', 'promotion', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Minutes between reality checks the player may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

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

/** Each language as its own speakers name it: the label of the site's language menu. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'hi-IN': 'हिन्दी',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'ms-MY': 'Bahasa Melayu',
  'pt-PT': 'Português',
  'ru-RU': 'Русский',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
};

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

/** The roles of staff members and API keys; `owner` passes every role check. */
export const STAFF_ROLES = ['owner', 'payments', 'support', 'marketing', 'release'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const TRANSACTION_CATEGORIES = ['DEPOWD', 'SWAP', 'GAMETRANSFER'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const CONTENT_KINDS = ['article', 'promotion', 'faq'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The identity documents a player uploads for verification (`kyc/upload`'s documentType). */
export const KYC_DOCUMENT_TYPES = ['identity_front', 'identity_back', 'proof_of_address'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** The files `kyc/upload` accepts: images it re-encodes, or a PDF. */
export const KYC_DOCUMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export const MAX_KYC_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The periods of `activity-statement`, in months. */
export const ACTIVITY_STATEMENT_MONTHS = [3, 6, 12] as const;
export type ActivityStatementMonths = (typeof ACTIVITY_STATEMENT_MONTHS)[number];

/**
 * The figures of a currency on the statement of a year (YearStatementCurrencySchema), in the
 * order it reads them: from the opening balance to the closing one, then the net of play.
 */
export const YEAR_STATEMENT_LINES = [
  'openingBalance',
  'deposits',
  'withdrawals',
  'wagers',
  'wins',
  'bonusGranted',
  'bonusRemoved',
  'adjustments',
  'swappedIn',
  'swappedOut',
  'closingBalance',
  'net',
] as const;
/** Minutes between reality checks the player may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/** The lengths a player may take a time-out for, in days. */
export const TIME_OUT_DAYS = [1, 7, 30] as const;
/** The lengths a player may self-exclude for, in months. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
/** A session limit's largest value: a day, in minutes. */
export const MAX_SESSION_MINUTES = 24 * 60;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/**
 * The widths (px) the API renders its artwork at as AVIF and WebP (`/assets/….avif?w=`): a layout picks
 * the ones its `srcset` needs, so only these few variants are ever made and cached.
 */
export const ARTWORK_WIDTHS = [48, 96, 120, 160, 240, 320, 480, 640, 960, 1280, 1920] as const;
export type ArtworkWidth = (typeof ARTWORK_WIDTHS)[number];
/**
 * The widths the site offers the artwork of its first view at (its `srcset`s): a banner per layout
 * — a phone's screen wide at up to three device pixels per CSS pixel, a desktop's content column at
 * most 1200 px — and the header's logo (drawn 36 px tall, its width following the brand's name,
 * rarely over 240 px). The API encodes these when it starts.
 */
export const BANNER_RASTER_WIDTHS = {
  desktop: [960, 1280, 1920],
  mobile: [480, 640, 960],
} as const satisfies Record<string, readonly ArtworkWidth[]>;
export const LOGO_RASTER_WIDTHS = [240, 480, 640] as const satisfies readonly ArtworkWidth[];

// The bonus engine (docs/bonus.md). The database's CHECK constraints are written from these
// lists at every start (platform-api/src/db/check-lists.ts).

/** welcome: a match of the first deposit; reload: of any deposit; the others grant an amount. */
export const BONUS_OFFER_KINDS = ['welcome', 'reload', 'no_deposit', 'cashback', 'manual'] as const;
export type BonusOfferKind = (typeof BONUS_OFFER_KINDS)[number];

export const BONUS_OFFER_STATUSES = ['active', 'archived'] as const;
export type BonusOfferStatus = (typeof BONUS_OFFER_STATUSES)[number];

/** pending: waits behind the player's active grant of its currency (one active at a time). */
export const BONUS_GRANT_STATUSES = [
  'pending',
  'active',
  'completed',
  'forfeited',
  'expired',
] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

export const BONUS_ENTRY_TYPES = [
  'grant',
  'stake',
  'win',
  'rollback',
  'convert',
  'forfeit',
  'expire',
  'free_spin',
] as const;
export type BonusEntryType = (typeof BONUS_ENTRY_TYPES)[number];

/** Which money a bet spends first while a grant is active: the brand's choice, real first by default. */
export const SPENDING_ORDERS = ['real_first', 'bonus_first'] as const;
export type SpendingOrder = (typeof SPENDING_ORDERS)[number];

/** The rules an offer is checked against when it is saved, per brand. */
export const JURISDICTIONS = ['none', 'ukgc', 'mga'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** What the wagering multiplier multiplies: the bonus, or the bonus plus the deposit it matched. */
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** What a free spin's winnings become: bonus money with the offer's wagering, or real money. */
export const FREE_SPIN_WINNINGS = ['bonus', 'real'] as const;
export type FreeSpinWinnings = (typeof FREE_SPIN_WINNINGS)[number];

/** The product a deposit qualifies on and the one its reward is played on (UKGC: the same). */
export const BONUS_PRODUCTS = ['casino', 'sports', 'lottery'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/**
 * The significant events a test lab checks (GLI-19 2.8.8), recorded with time, component, actor,
 * reason and the value before and after (docs/compliance.md).
 */
export const SIGNIFICANT_EVENT_TYPES = [
  'login_failed',
  'large_win',
  'large_wager',
  'large_payment',
  'balance_adjustment',
  'parameter_change',
  'personal_data_change',
  'account_deactivated',
  'account_closed',
  'program_error',
  'large_daily_win',
  'negative_balance_attempt',
  'component_unavailable',
  'component_restored',
  'play_suspended',
  'play_resumed',
] as const;
export type SignificantEventType = (typeof SIGNIFICANT_EVENT_TYPES)[number];

/** The views of the significant events report (GLI-19 2.9.5): today, month, year, life to date. */
export const SIGNIFICANT_EVENT_PERIODS = ['day', 'month', 'year', 'life'] as const;

/** The payment steps staff decide, each with a per-brand time limit (docs/payments.md). */
export const PAYMENT_STEPS = [
  'deposit_decision',
  'withdrawal_decision',
  'document_review',
] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/**
 * A payment's status as it is stored (`payments.status`, docs/glossary.md): waiting for staff
 * (pending), decided (approved, declined), or a chain deposit held by player protection until
 * staff release it (approved) or return it to its sender (returned). The wire says these in its
 * legacy words (`TransactionStatusSchema`, mapped by `WIRE_TRANSACTION_STATUS`).
 */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'held', 'returned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A history entry's status on the wire, in its legacy words. HELD: a chain deposit that player
 * protection would have refused, recorded but not playable until staff release it (SUCCESS) or
 * return it to its sender (RETURNED).
 */
export const TRANSACTION_STATUSES = ['PENDING', 'SUCCESS', 'DECLINED', 'HELD', 'RETURNED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The wire's word for each stored status: the one place the two vocabularies meet. Swaps and game
 * transfers are listed as approved (they are done when they are recorded).
 */
export const WIRE_TRANSACTION_STATUS: Readonly<Record<PaymentStatus, TransactionStatus>> = {
  pending: 'PENDING',
  approved: 'SUCCESS',
  declined: 'DECLINED',
  held: 'HELD',
  returned: 'RETURNED',
};

// One wire word per stored status, so the map turns around.
const PAYMENT_STATUS_OF_WIRE = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [WIRE_TRANSACTION_STATUS[status], status]),
) as Readonly<Record<TransactionStatus, PaymentStatus>>;

/** The glossary's word for a status the wire sends: what staff are shown, translated. */
export const paymentStatusOfWire = (status: TransactionStatus): PaymentStatus =>
  PAYMENT_STATUS_OF_WIRE[status];

/**
 * Where a player's payment waiting for staff stands: for a decision, for the second of two
 * approvals, or held by player protection (a chain deposit).
 */
export const PAYMENT_WAITING_STEPS = [
  'awaiting_decision',
  'awaiting_second_approval',
  'held',
] as const;
export type PaymentWaitingStep = (typeof PAYMENT_WAITING_STEPS)[number];

/**
 * Why staff decline a deposit or withdrawal: a closed list the player reads translated, with
 * what to do (`payments.declineReasons.*` in every site language). Staff add a free note that
 * only staff read.
 */
export const PAYMENT_DECLINE_REASONS = [
  'payment_not_received',
  'amount_mismatch',
  'account_name_mismatch',
  'verification_required',
  'duplicate_request',
  'payment_details_invalid',
  'limit_exceeded',
  'account_under_review',
] as const;
export type PaymentDeclineReason = (typeof PAYMENT_DECLINE_REASONS)[number];

/** Why staff reject identity documents: a closed list, as PAYMENT_DECLINE_REASONS. */
export const DOCUMENT_REJECTION_REASONS = [
  'document_unreadable',
  'document_expired',
  'document_incomplete',
  'name_mismatch',
  'document_type_not_accepted',
  'address_proof_too_old',
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];

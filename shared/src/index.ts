// The public front door of @croupier/shared: the shell and the remotes import only from here.

// The wire contract's types (erased from the bundles) and its plain lists of codes; the schemas
// stay in @croupier/contracts, so no TypeBox code reaches a browser.
export {
  ACTIVITY_STATEMENT_MONTHS,
  ARTWORK_WIDTHS,
  BANNER_RASTER_WIDTHS,
  CONTENT_KINDS,
  GAME_CATEGORY_CODES,
  GRADIENT_THEMES,
  KYC_DOCUMENT_MIME_TYPES,
  KYC_DOCUMENT_TYPES,
  LANGUAGE_CODES,
  LOGO_RASTER_WIDTHS,
  MAX_KYC_DOCUMENT_BYTES,
  REALITY_CHECK_MINUTES,
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
  TRANSACTION_CATEGORIES,
  YEAR_STATEMENT_LINES,
} from '@croupier/contracts';
export type {
  Exclusion,
  LimitChange,
  PlayerLimits,
  ActivityStatement,
  ActivityStatementMonths,
  YearStatement,
  AmountByCurrency,
  ArtworkWidth,
  BalanceData,
  Banner,
  BannerSet,
  BetReport,
  BetReportRequest,
  BetRound,
  RoundDetail,
  RoundMovement,
  RoundStatus,
  BetTotals,
  Bonus,
  BonusEntry,
  BonusEntryPage,
  BonusGrant,
  BonusOffer,
  BonusPage,
  BrandConfig,
  ContentEntry,
  ContentKind,
  Conversion,
  Country,
  CryptoAddress,
  CurrencyListItem,
  DecimalString,
  FreeSpinsState,
  EditProfileFields,
  ExchangeRate,
  FooterContact,
  Game,
  GameCatalogue,
  GameCategory,
  GameCategoryCode,
  GameEngine,
  GameLaunch,
  GameOrigins,
  GameProvider,
  GradientTheme,
  HomepageWidget,
  KycDocumentType,
  KycStatus,
  AccountClosure,
  KycUploadAnswer,
  JackpotConfig,
  JackpotEvent,
  LangOption,
  LanguageCode,
  LiveChat,
  MinesRoundState,
  LoginRequest,
  LotteryDraw,
  LotteryDrawPage,
  LotteryMarket,
  NetworkEntry,
  NewBalanceEvent,
  NewPaymentAccount,
  OriginalsBetRequest,
  OriginalsGameRules,
  OriginalsRound,
  OriginalsSeeds,
  Page,
  PasswordChanged,
  PaymentAccount,
  PaymentAccountSettings,
  PaymentAccountType,
  PaymentChannel,
  PaymentNotification,
  PaymentReportItem,
  PaymentRequest,
  PaymentTotals,
  PlayTotals,
  RealityCheck,
  RealityCheckMinutes,
  ReferralProgramme,
  ReferralSummary,
  ReferredPlayer,
  ReferredPlayerPage,
  RegisterSetting,
  RemoteExpose,
  RemoteName,
  RemoteRegistryEntry,
  SessionSummary,
  SessionTokenRequest,
  SwapQuote,
  SwapRecord,
  ThemeConfig,
  Transaction,
  TransactionCategory,
  TransactionListRequest,
  TransactionStatus,
  TransactionType,
  UserData,
  VerificationStatus,
  WalletBalance,
  WalletEntry,
  WalletSetting,
} from '@croupier/contracts';

// The originals' published formulas: the games show multipliers and the verify page recomputes
// outcomes with the text the API settles with.
export {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  floatsOfBytes,
  limboResult,
  limboWinChance,
  minePositions,
  minesMultiplier,
  plinkoDrop,
  plinkoTable,
} from '@croupier/contracts/originals-formulas';
export type {
  DiceCondition,
  DiceParams,
  OriginalGame,
  PlinkoParams,
  PlinkoRisk,
} from '@croupier/contracts/originals-formulas';

export { AUTH_STORAGE_NAME, useAuthStore } from './auth/authStore';
export type { AuthState, PersistedAuthState } from './auth/authStore';
export {
  SESSION_TOKEN_PREFIX,
  authorizationToken,
  isLoggedIn,
  isSessionToken,
  sessionAuthorizationHeader,
  usernameFromLoginToken,
} from './auth/tokens';
export type { AuthTokens } from './auth/tokens';
export {
  bootSession,
  endLogin,
  loginWithPassword,
  logoutPlayer,
  registerPlayer,
} from './session/bootSession';
export type { BootSessionOptions } from './session/bootSession';

export {
  REFERRAL_CODE_STORAGE_KEY,
  selectActiveWalletBalance,
  selectCurrencySettings,
  selectPlayerCurrency,
  selectFingerprint,
  selectIsTokenValid,
  selectTsToken,
  selectTsTokenValid,
  selectWalletBalance,
  useUserStore,
} from './user/userStore';
export type { UserState } from './user/userStore';
export { WALLET_STORAGE_KEYS } from './user/walletStorage';
export { applyBalances, applyBalanceChanged, loadBalances, refreshBalances } from './user/balances';

export { createEventBus, eventBus } from './events/eventBus';
export { afterNextPaint } from './paint/afterNextPaint';
export type { AppEvents, EventArgs, EventBus, EventHandler, ToastKind } from './events/eventBus';

export {
  ApiError,
  ERRORS_NAMESPACE,
  ERROR_CODES,
  ERROR_MESSAGES,
  PERIOD_NAMES,
  REASON_MESSAGES,
  errorMessage,
  normalizeError,
  reasonMessage,
} from './api/errors';
export type { TransportFailure } from './api/errors';
export { configureApi, loadApiClient } from './api/client';
export type { ApiConfig } from './api/client';
export * from './api/calls';
export type {
  GameList,
  RegisterPayload,
  StaticGameData,
  VerifyLoginTokenResult,
} from './api/types';

export {
  FINGERPRINT_COMPONENTS,
  buildFingerprint,
  collectFingerprintComponents,
} from './fingerprint/fingerprint';
export type {
  FingerprintComponent,
  FingerprintNavigator,
  FingerprintScreen,
} from './fingerprint/fingerprint';

export {
  CRYPTO_DECIMALS,
  FIAT_DECIMALS,
  formatCurrencyAmount,
  formatMoney,
  isFiatCurrency,
} from './money/formatMoney';
export { convertAmountDown } from './money/convertAmount';
export type { CurrencySetting, CurrencySettings, FormatMoneyOptions } from './money/formatMoney';

export { createAppNavigation, isCurrentLocation, useAppNavigation } from './navigation/navigation';
export type {
  AppNavigation,
  CurrentLocation,
  NavigationDependencies,
} from './navigation/navigation';
export {
  PATH_HISTORY_KEYS,
  readPathHistory,
  recordPathHistory,
  usePathHistory,
} from './navigation/pathHistory';
export type { PathHistory } from './navigation/pathHistory';

export {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  isTranslationCached,
  resolveInitialLanguage,
  translationUrl,
} from './i18n/language';
export {
  TRANSLATION_CACHE_EXPIRY_MS,
  changeLanguage,
  initI18n,
  loadNamespaces,
  registerNamespaceOrigin,
  translationLoadPath,
} from './i18n/i18n';
export type { InitI18nOptions } from './i18n/i18n';

export type { RemoteRoutesModule, RemoteWidgetsModule } from './remotes/contracts';

export { artworkInLanguage, bannerArtworkIn } from './brand/artworkInLanguage';
export {
  RASTER_FORMATS,
  rasterArtwork,
  rasterSrcSet,
  type RasterFormat,
} from './brand/rasterArtwork';
export { useArtworkInLanguage, useLanguages } from './brand/artwork';
export { enabledRemote, useBrandStore } from './brand/brandStore';
export { RequireLogin } from './auth/RequireLogin';
// The realtime client (Apollo, WebSocket) stays out of this entry: it loads on a player's login.
export { startWalletRealtime } from './realtime/walletRealtimeSession';
export type { WalletRealtimeSession } from './realtime/walletRealtimeSession';
export * from './wallet/calls';
export {
  getGameCatalogue,
  getGameCategories,
  getGameOrigins,
  getLotteryDraws,
  getLotteryMarkets,
  getPopularGames,
  getRecommendedGames,
  getStaticGameProviders,
  launchGame,
} from './games/calls';
export {
  claimBonus,
  forfeitBonusGrant,
  getBonusEntries,
  getBonusGrants,
  getBonusOffers,
} from './bonus/calls';
export {
  cashOutMinesRound,
  getOriginalsPublicKey,
  getOriginalsGameRules,
  getOriginalsRound,
  getOriginalsRounds,
  getOriginalsSeeds,
  placeOriginalsBet,
  revealMinesTile,
  rotateOriginalsSeeds,
  startMinesRound,
} from './originals/calls';
export { getRecentPayments } from './realtime/recentPayments';
export { followJackpot } from './realtime/jackpotRealtime';
export {
  changePassword,
  getActivityStatement,
  getYearStatement,
  getYearStatementCsv,
  getBetReport,
  getRoundDetail,
  getBonuses,
  getReferralProgramme,
  getReferralSummary,
  getReferredPlayers,
  getLimits,
  getVerification,
  uploadDocument,
  setLimit,
  removeLimit,
  declineDepositLimitPrompt,
  realityCheck,
  getSessionSummary,
  takeTimeOut,
  closeAccount,
  selfExclude,
  type LimitPeriod,
  type LimitTarget,
  type LimitType,
  type LimitValue,
  type PlayerLimit,
} from './account/calls';
export { getContent } from './content/calls';

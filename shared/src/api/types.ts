/** The player as returned by `me` and by login-token verification. */
export interface UserData {
  playerId: string;
  brandId: string;
  username: string;
  brandUsername: string;
  email: string;
  phoneNumber: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  currency: string;
  referralCode: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export interface GameProvider {
  gpid: string;
  gpname: string;
  gplogo: string;
}

export interface LoginRequest {
  brandId: string;
  username: string;
  password: string;
}

export interface RegisterPayload extends LoginRequest {
  email?: string;
  phoneNumber?: string;
  bankName?: string;
  bankAccountName?: string;
  bankAccountNumber?: string;
  currency?: string;
  referralCode?: string;
}

export type EditProfileFields = Partial<
  Pick<UserData, 'email' | 'phoneNumber' | 'bankName' | 'bankAccountName' | 'bankAccountNumber'>
>;

export interface VerifyLoginTokenResult {
  errorCode: number;
  data?: { userData: UserData };
}

export interface GameList {
  body: unknown[];
  total: number;
}

/** The five static game files; only the game list's shape is fixed by the platform. */
export interface StaticGameData {
  games: GameList;
  recommended: unknown;
  popular: unknown;
  providers: unknown;
  categories: unknown;
}

/** `country/get` items. */
export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** `currency-lists` items; `scale` is the number of decimal places the ledger keeps. */
export interface CurrencyListItem {
  currency: string;
  name: string;
  type: 'fiat' | 'crypto';
  scale: number;
  symbol: string;
  logo: string;
  networks: string[];
}

/** `paymentChannel` items; amounts are decimal strings. */
export interface PaymentChannel {
  code: string;
  name: string;
  type: 'bank' | 'eWallet' | 'crypto';
  currency: string;
  logo: string;
  minAmount: string;
  maxAmount: string;
}

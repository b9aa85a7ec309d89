// Reference data seeded on every start. Logos are SVGs the API draws itself (modules/assets).

export interface CountrySeed {
  code: string;
  name: string;
  dial_code: string;
}

export interface CurrencySeed {
  code: string;
  name: string;
  type: 'fiat' | 'crypto';
  scale: number;
  symbol: string;
  networks: string[];
}

export interface PaymentChannelSeed {
  code: string;
  name: string;
  type: 'bank' | 'eWallet' | 'crypto';
  currency: string;
  /** Decimal strings in the channel's currency. */
  min_amount: string;
  max_amount: string;
}

export interface GameCategorySeed {
  code: string;
  name: string;
}

export interface GameProviderSeed {
  gpid: string;
  gpname: string;
}

export const countries: CountrySeed[] = [
  { code: 'ID', name: 'Indonesia', dial_code: '+62' },
  { code: 'MY', name: 'Malaysia', dial_code: '+60' },
  { code: 'TH', name: 'Thailand', dial_code: '+66' },
  { code: 'VN', name: 'Vietnam', dial_code: '+84' },
  { code: 'PH', name: 'Philippines', dial_code: '+63' },
  { code: 'SG', name: 'Singapore', dial_code: '+65' },
  { code: 'KH', name: 'Cambodia', dial_code: '+855' },
  { code: 'LA', name: 'Laos', dial_code: '+856' },
  { code: 'MM', name: 'Myanmar', dial_code: '+95' },
  { code: 'BN', name: 'Brunei', dial_code: '+673' },
  { code: 'CN', name: 'China', dial_code: '+86' },
  { code: 'HK', name: 'Hong Kong', dial_code: '+852' },
  { code: 'TW', name: 'Taiwan', dial_code: '+886' },
  { code: 'JP', name: 'Japan', dial_code: '+81' },
  { code: 'KR', name: 'South Korea', dial_code: '+82' },
  { code: 'IN', name: 'India', dial_code: '+91' },
  { code: 'BD', name: 'Bangladesh', dial_code: '+880' },
  { code: 'PK', name: 'Pakistan', dial_code: '+92' },
  { code: 'LK', name: 'Sri Lanka', dial_code: '+94' },
  { code: 'NP', name: 'Nepal', dial_code: '+977' },
  { code: 'AU', name: 'Australia', dial_code: '+61' },
  { code: 'NZ', name: 'New Zealand', dial_code: '+64' },
  { code: 'AE', name: 'United Arab Emirates', dial_code: '+971' },
  { code: 'SA', name: 'Saudi Arabia', dial_code: '+966' },
  { code: 'TR', name: 'Turkey', dial_code: '+90' },
  { code: 'RU', name: 'Russia', dial_code: '+7' },
  { code: 'GB', name: 'United Kingdom', dial_code: '+44' },
  { code: 'DE', name: 'Germany', dial_code: '+49' },
  { code: 'FR', name: 'France', dial_code: '+33' },
  { code: 'ES', name: 'Spain', dial_code: '+34' },
  { code: 'IT', name: 'Italy', dial_code: '+39' },
  { code: 'PT', name: 'Portugal', dial_code: '+351' },
  { code: 'NL', name: 'Netherlands', dial_code: '+31' },
  { code: 'US', name: 'United States', dial_code: '+1' },
  { code: 'CA', name: 'Canada', dial_code: '+1' },
  { code: 'MX', name: 'Mexico', dial_code: '+52' },
  { code: 'BR', name: 'Brazil', dial_code: '+55' },
  { code: 'ZA', name: 'South Africa', dial_code: '+27' },
];

export const currencies: CurrencySeed[] = [
  { code: 'IDR', name: 'Indonesian Rupiah', type: 'fiat', scale: 2, symbol: 'Rp', networks: [] },
  { code: 'USD', name: 'US Dollar', type: 'fiat', scale: 2, symbol: '$', networks: [] },
  { code: 'MYR', name: 'Malaysian Ringgit', type: 'fiat', scale: 2, symbol: 'RM', networks: [] },
  { code: 'THB', name: 'Thai Baht', type: 'fiat', scale: 2, symbol: '฿', networks: [] },
  { code: 'VND', name: 'Vietnamese Dong', type: 'fiat', scale: 2, symbol: '₫', networks: [] },
  {
    code: 'USDT',
    name: 'Tether USD',
    type: 'crypto',
    scale: 6,
    symbol: '₮',
    networks: ['TRC20', 'ERC20', 'BEP20'],
  },
  { code: 'BTC', name: 'Bitcoin', type: 'crypto', scale: 8, symbol: '₿', networks: ['BTC'] },
  { code: 'ETH', name: 'Ether', type: 'crypto', scale: 18, symbol: 'Ξ', networks: ['ERC20'] },
];

const bank = (code: string, name: string, currency: string, min: string, max: string) =>
  ({ code, name, type: 'bank', currency, min_amount: min, max_amount: max }) as const;
const eWallet = (code: string, name: string, currency: string, min: string, max: string) =>
  ({ code, name, type: 'eWallet', currency, min_amount: min, max_amount: max }) as const;
const crypto = (code: string, name: string, currency: string, min: string, max: string) =>
  ({ code, name, type: 'crypto', currency, min_amount: min, max_amount: max }) as const;

export const paymentChannels: PaymentChannelSeed[] = [
  bank('BCA', 'Bank Central Asia', 'IDR', '50000', '100000000'),
  bank('MANDIRI', 'Bank Mandiri', 'IDR', '50000', '100000000'),
  bank('BNI', 'Bank Negara Indonesia', 'IDR', '50000', '100000000'),
  bank('BRI', 'Bank Rakyat Indonesia', 'IDR', '50000', '100000000'),
  bank('CIMBNIAGA', 'CIMB Niaga', 'IDR', '50000', '100000000'),
  eWallet('OVO', 'OVO', 'IDR', '20000', '10000000'),
  eWallet('DANA', 'DANA', 'IDR', '20000', '10000000'),
  eWallet('GOPAY', 'GoPay', 'IDR', '20000', '10000000'),
  eWallet('SHOPEEPAY', 'ShopeePay', 'IDR', '20000', '10000000'),
  eWallet('LINKAJA', 'LinkAja', 'IDR', '20000', '10000000'),
  bank('MAYBANK', 'Maybank', 'MYR', '30', '50000'),
  bank('CIMB', 'CIMB Bank', 'MYR', '30', '50000'),
  bank('PUBLICBANK', 'Public Bank', 'MYR', '30', '50000'),
  bank('RHB', 'RHB Bank', 'MYR', '30', '50000'),
  eWallet('TNG', "Touch 'n Go eWallet", 'MYR', '10', '5000'),
  eWallet('BOOST', 'Boost', 'MYR', '10', '5000'),
  bank('KBANK', 'Kasikornbank', 'THB', '100', '500000'),
  bank('SCB', 'Siam Commercial Bank', 'THB', '100', '500000'),
  bank('BBL', 'Bangkok Bank', 'THB', '100', '500000'),
  bank('KTB', 'Krungthai Bank', 'THB', '100', '500000'),
  eWallet('TRUEMONEY', 'TrueMoney Wallet', 'THB', '50', '50000'),
  bank('VCB', 'Vietcombank', 'VND', '100000', '500000000'),
  bank('TCB', 'Techcombank', 'VND', '100000', '500000000'),
  bank('BIDV', 'BIDV', 'VND', '100000', '500000000'),
  bank('ACB', 'Asia Commercial Bank', 'VND', '100000', '500000000'),
  eWallet('MOMO', 'MoMo', 'VND', '50000', '50000000'),
  eWallet('ZALOPAY', 'ZaloPay', 'VND', '50000', '50000000'),
  bank('CHASE', 'JPMorgan Chase', 'USD', '10', '50000'),
  eWallet('SKRILL', 'Skrill', 'USD', '10', '10000'),
  crypto('USDT-TRC20', 'USDT (TRC20)', 'USDT', '10', '100000'),
  crypto('USDT-ERC20', 'USDT (ERC20)', 'USDT', '20', '100000'),
  crypto('USDT-BEP20', 'USDT (BEP20)', 'USDT', '10', '100000'),
  crypto('BTC', 'Bitcoin', 'BTC', '0.0005', '10'),
  crypto('ETH', 'Ethereum (ERC20)', 'ETH', '0.01', '100'),
];

export const gameCategories: GameCategorySeed[] = [
  { code: 'lottery', name: 'Lottery' },
  { code: 'cards', name: 'Cards' },
  { code: 'sports', name: 'Sports' },
  { code: 'slots', name: 'Slots' },
  { code: 'casino', name: 'Casino' },
  { code: 'fishing', name: 'Fishing' },
  { code: 'cockfight', name: 'Cockfight' },
  { code: 'others', name: 'Others' },
];

export const gameProviders: GameProviderSeed[] = [
  { gpid: 'AP', gpname: 'Advant Play' },
  { gpid: 'HB', gpname: 'Habanero' },
  { gpid: 'PG', gpname: 'PG Soft' },
  { gpid: 'PP', gpname: 'Pragmatic Play' },
  { gpid: 'PT', gpname: 'Playtech' },
  { gpid: 'SA', gpname: 'SA Gaming' },
  { gpid: 'SABA', gpname: 'SABA Sports' },
  { gpid: 'SB', gpname: 'Sexy Baccarat' },
  { gpid: 'SBO', gpname: 'SBOBET' },
  { gpid: 'SG', gpname: 'Spadegaming' },
];

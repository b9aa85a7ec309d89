// The two demo brands: different gradient themes, default languages and remote registries.

import { LANGUAGE_CODES, type LanguageCode, type RemoteName } from '@croupier/contracts';

import { assetUrls, type BannerLayout, type BannerName } from '../../modules/assets/index.js';
import { languageOptions, type StoredBrandConfig } from '../../modules/brand/index.js';
import type { JackpotSettings } from '../../modules/jackpot/index.js';
import { seedTexts, type SeedLanguageTexts } from './content-texts/index.js';

export interface BrandSeed {
  id: string;
  name: string;
  domains: string[];
  config: StoredBrandConfig;
  enabledRemotes: Record<RemoteName, boolean>;
  /** Seeded once; operators may change it afterwards. */
  referralProgramme: { enabled: boolean; commissionPercent: string };
  /** Seeded once; operators may change it afterwards. */
  protection: {
    baseCurrency: string;
    amlThreshold: string;
    verifyBeforeWithdrawal: boolean;
    /** What makes a single win, wager or approved payment a significant event (GLI-19 2.8.8). */
    significant: {
      largeWin: string;
      largeWager: string;
      largePayment: string;
      largeDailyWin: string;
    };
  };
  /** Seeded once, with its pool holding the seed; operators own it afterwards. */
  jackpot: Omit<JackpotSettings, 'brandId'>;
}

const demoProtection = {
  baseCurrency: 'IDR',
  /** About 2,000 EUR. */
  amlThreshold: '35000000',
  // A player verifies their identity (/account/verification/) before the first withdrawal.
  verifyBeforeWithdrawal: true,
  // About 3,000, 1,200 and 6,000 USD.
  significant: {
    largeWin: '50000000',
    largeWager: '20000000',
    largePayment: '100000000',
    largeDailyWin: '100000000',
  },
};

function bannerSet(brandId: string, banners: Array<{ name: BannerName; redirect: string }>) {
  const layout = (kind: BannerLayout) =>
    banners.map(({ name, redirect }, index) => ({
      img: assetUrls.brandBanner(brandId, name, kind),
      redirect,
      order: index + 1,
    }));
  return { desktop: layout('desktop'), mobile: layout('mobile') };
}

/** A brand's announcement in its default language and in every language of the site. */
function announcementOf(brandId: keyof SeedLanguageTexts['announcements'], language: LanguageCode) {
  return {
    announcement: seedTexts[language].announcements[brandId],
    announcementTranslations: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, seedTexts[code].announcements[brandId]]),
    ),
  };
}

/** Croupier Gold's theme: gold on near-black. */
const goldTheme = {
  container: '#0f0f13',
  navbar: '#17171d',
  footer: '#121217',
  buttonPrimary: '#d4a437',
  buttonSecondary: '#2b2b35',
  text: '#f4efe3',
  iconNonSelected: '#8a8578',
  gradientColor: 'gold',
} satisfies StoredBrandConfig['themeConfig'];

/** Blue Lagoon's theme: deep blue on white and pale blue. */
const blueLagoonTheme = {
  container: '#f2f8fc',
  navbar: '#ffffff',
  footer: '#e1f0f8',
  buttonPrimary: '#0a84c6',
  buttonSecondary: '#d5ebf7',
  text: '#0d2b3e',
  iconNonSelected: '#7b9bb0',
  gradientColor: 'bluelagoon',
} satisfies StoredBrandConfig['themeConfig'];

/** What sets a demo brand apart; everything else is the same for both. */
interface DemoBrand {
  id: keyof SeedLanguageTexts['announcements'];
  name: string;
  domain: string;
  /** The referral programme; the referral remote and home widget are on exactly when it is. */
  referralProgramme: BrandSeed['referralProgramme'];
  jackpotActive: boolean;
  font: string;
  defaultLanguage: LanguageCode;
  /** The languages the brand displays, first the default one. */
  languages: readonly LanguageCode[];
  themeConfig: StoredBrandConfig['themeConfig'];
  banners: Record<'home' | 'category' | 'promo', Array<{ name: BannerName; redirect: string }>>;
  contacts: StoredBrandConfig['footer']['contacts'];
  liveChat: StoredBrandConfig['liveChat'];
}

function demoBrand(brand: DemoBrand): BrandSeed {
  const { id, referralProgramme } = brand;
  return {
    id,
    name: brand.name,
    domains: [brand.domain],
    enabledRemotes: {
      games: true,
      wallet: true,
      account: true,
      referral: referralProgramme.enabled,
    },
    referralProgramme,
    protection: demoProtection,
    // 1% of every IDR stake, out of the house's share of it; one win pays at most four seeds.
    jackpot: {
      currency: 'IDR',
      contributionRate: '0.01',
      seedAmount: '1250000000',
      active: brand.jackpotActive,
      maxPayout: '5000000000',
    },
    config: {
      logo: assetUrls.brandLogo(id),
      favicon: assetUrls.brandFavicon(id),
      font: brand.font,
      defaultLanguage: brand.defaultLanguage,
      themeConfig: brand.themeConfig,
      banners: {
        home: bannerSet(id, brand.banners.home),
        category: bannerSet(id, brand.banners.category),
        promo: bannerSet(id, brand.banners.promo),
      },
      langOption: languageOptions(brand.languages),
      authSetting: {
        registerSetting: {
          useEmail: true,
          usePassword: true,
          usePhoneNumber: true,
          useBank: true,
          requireDateOfBirth: true,
          minimumAge: 18,
          promptDepositLimit: true,
        },
      },
      paymentAccountSettings: {
        requireAccount: true,
        allowedTypes: ['bank', 'eWallet'],
        updateAccount: false,
        multipleAccount: false,
      },
      footer: { contacts: brand.contacts },
      homepageWidget: {
        referral: referralProgramme.enabled,
        ...announcementOf(id, brand.defaultLanguage),
      },
      liveChat: brand.liveChat,
      jackpot: { minIncrement: 10000, maxIncrement: 100000 },
    },
  };
}

export const brands: BrandSeed[] = [
  demoBrand({
    id: 'croupier',
    name: 'Croupier Gold',
    domain: 'localhost',
    referralProgramme: { enabled: true, commissionPercent: '1.5' },
    jackpotActive: true,
    font: "'Poppins', 'Segoe UI', system-ui, sans-serif",
    defaultLanguage: 'en-US',
    languages: LANGUAGE_CODES,
    themeConfig: goldTheme,
    banners: {
      home: [
        { name: 'welcome', redirect: '/register/' },
        { name: 'cashback', redirect: '/promotion/' },
        { name: 'jackpot', redirect: '/games/slots/' },
      ],
      category: [{ name: 'slots', redirect: '/games/slots/' }],
      promo: [
        { name: 'cashback', redirect: '/promotion/' },
        { name: 'referral', redirect: '/account/referral/' },
      ],
    },
    contacts: [
      { type: 'email', label: 'support@croupier.example', url: 'mailto:support@croupier.example' },
      { type: 'telegram', label: '@croupier_support', url: 'https://t.me/croupier_support' },
      { type: 'whatsapp', label: '+62 812 0000 0001', url: 'https://wa.me/6281200000001' },
    ],
    liveChat: { isActive: true, url: 'https://chat.croupier.example/' },
  }),
  demoBrand({
    id: 'lagoon',
    name: 'Blue Lagoon Casino',
    domain: '127.0.0.1',
    referralProgramme: { enabled: false, commissionPercent: '0' },
    jackpotActive: false,
    font: "'Nunito', 'Segoe UI', system-ui, sans-serif",
    defaultLanguage: 'id-ID',
    languages: ['id-ID', 'en-US', 'ms-MY', 'th-TH', 'vi-VN', 'zh-CN'],
    themeConfig: blueLagoonTheme,
    banners: {
      home: [
        { name: 'welcome', redirect: '/register/' },
        { name: 'slots', redirect: '/games/slots/' },
      ],
      category: [{ name: 'jackpot', redirect: '/games/casino/' }],
      promo: [{ name: 'welcome', redirect: '/promotion/' }],
    },
    contacts: [
      { type: 'email', label: 'halo@bluelagoon.example', url: 'mailto:halo@bluelagoon.example' },
      { type: 'phone', label: '+62 811 0000 0002', url: 'tel:+6281100000002' },
      { type: 'instagram', label: '@bluelagoon', url: 'https://instagram.com/bluelagoon' },
    ],
    liveChat: { isActive: false, url: '' },
  }),
];

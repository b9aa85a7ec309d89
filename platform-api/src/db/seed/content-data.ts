// The demo content of each brand: news articles, promotions (each drawn as a banner under
// /assets/brands/<brand>/promotions/<slug>.svg) and FAQ entries. Their texts, in every language
// of the site, live in ./content-texts/; both brands tell several of the same stories.

import type { ContentKind } from '@croupier/contracts';

import type { StoryId } from './content-texts/index.js';

export interface SeedContentEntry {
  slug: string;
  story: StoryId;
  publishedAt: string;
}

export type BrandContent = Record<ContentKind, SeedContentEntry[]>;

const faqPublishedAt = '2026-01-10T00:00:00.000Z';

export const contentByBrand: Record<string, BrandContent> = {
  croupier: {
    article: [
      { slug: 'new-slots-this-month', story: 'newSlots', publishedAt: '2026-03-02T09:00:00.000Z' },
      {
        slug: 'responsible-play-tools',
        story: 'responsiblePlay',
        publishedAt: '2026-02-20T09:00:00.000Z',
      },
      {
        slug: 'crypto-wallets-arrive',
        story: 'cryptoWallets',
        publishedAt: '2026-02-05T09:00:00.000Z',
      },
    ],
    promotion: [
      { slug: 'welcome-bonus', story: 'welcomeBonusUsd', publishedAt: '2026-03-01T00:00:00.000Z' },
      {
        slug: 'weekly-cashback',
        story: 'weeklyCashback',
        publishedAt: '2026-02-15T00:00:00.000Z',
      },
      { slug: 'refer-a-friend', story: 'referFriends', publishedAt: '2026-02-01T00:00:00.000Z' },
    ],
    faq: [
      { slug: 'how-to-register', story: 'faqRegister', publishedAt: faqPublishedAt },
      { slug: 'how-to-deposit', story: 'faqDeposit', publishedAt: faqPublishedAt },
      { slug: 'withdrawal-time', story: 'faqWithdrawalTime', publishedAt: faqPublishedAt },
      { slug: 'forgot-password', story: 'faqForgotPassword', publishedAt: faqPublishedAt },
      { slug: 'currencies', story: 'faqCurrencies', publishedAt: faqPublishedAt },
      { slug: 'fair-play', story: 'faqFairPlay', publishedAt: faqPublishedAt },
    ],
  },
  lagoon: {
    article: [
      { slug: 'slot-baru-bulan-ini', story: 'newSlots', publishedAt: '2026-03-02T09:00:00.000Z' },
      {
        slug: 'bermain-bertanggung-jawab',
        story: 'responsiblePlay',
        publishedAt: '2026-02-20T09:00:00.000Z',
      },
      {
        slug: 'dompet-kripto-hadir',
        story: 'cryptoWallets',
        publishedAt: '2026-02-05T09:00:00.000Z',
      },
    ],
    promotion: [
      { slug: 'bonus-sambutan', story: 'welcomeBonusIdr', publishedAt: '2026-03-01T00:00:00.000Z' },
      {
        slug: 'cashback-mingguan',
        story: 'weeklyCashback',
        publishedAt: '2026-02-15T00:00:00.000Z',
      },
      { slug: 'turnamen-slot', story: 'slotTournament', publishedAt: '2026-02-01T00:00:00.000Z' },
    ],
    faq: [
      { slug: 'cara-daftar', story: 'faqRegister', publishedAt: faqPublishedAt },
      { slug: 'cara-setor', story: 'faqDeposit', publishedAt: faqPublishedAt },
      { slug: 'waktu-penarikan', story: 'faqWithdrawalTime', publishedAt: faqPublishedAt },
      { slug: 'lupa-kata-sandi', story: 'faqForgotPassword', publishedAt: faqPublishedAt },
      { slug: 'mata-uang', story: 'faqCurrencies', publishedAt: faqPublishedAt },
      { slug: 'permainan-adil', story: 'faqFairPlay', publishedAt: faqPublishedAt },
    ],
  },
};

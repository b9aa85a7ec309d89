// The demo content of each brand: news articles, promotions (each drawn as a banner under
// /assets/brands/<brand>/promotions/<slug>.svg) and FAQ entries. Their texts, in every language
// of the site, live in ./content-texts/; both brands tell several of the same stories.

import type { ContentKind } from '@croupier/contracts';

import type { StoryId } from './content-texts/index.js';

export interface SeedContentEntry {
  slug: string;
  story: StoryId;
  publishedAt: string;
  /** Where on the site the entry leads: a promotion to its offer. */
  link: string | null;
}

export type BrandContent = Record<ContentKind, SeedContentEntry[]>;

const faqPublishedAt = '2026-01-10T00:00:00.000Z';

/** A story is published on the same day by every brand that tells it. */
const publishedAtOf: Record<StoryId, string> = {
  newSlots: '2026-03-02T09:00:00.000Z',
  responsiblePlay: '2026-02-20T09:00:00.000Z',
  cryptoWallets: '2026-02-05T09:00:00.000Z',
  welcomeBonusUsd: '2026-03-01T00:00:00.000Z',
  welcomeBonusIdr: '2026-03-01T00:00:00.000Z',
  weeklyCashback: '2026-02-15T00:00:00.000Z',
  referFriends: '2026-02-01T00:00:00.000Z',
  faqRegister: faqPublishedAt,
  faqDeposit: faqPublishedAt,
  faqWithdrawalTime: faqPublishedAt,
  faqForgotPassword: faqPublishedAt,
  faqCurrencies: faqPublishedAt,
  faqFairPlay: faqPublishedAt,
};

/** The promotions lead to the offers they describe, where the player sees and takes them. */
const linkOf: Partial<Record<StoryId, string>> = {
  welcomeBonusUsd: '/account/reward/bonus/',
  welcomeBonusIdr: '/account/reward/bonus/',
  weeklyCashback: '/account/reward/bonus/',
  referFriends: '/account/referral/',
};

/** A story and its slug on each brand, in the brand's language; null where a brand omits it. */
type StoryRow = [story: StoryId, croupierSlug: string | null, lagoonSlug: string | null];

/** Each kind's stories in the order the brands list them. */
const storyRows: Record<ContentKind, StoryRow[]> = {
  article: [
    ['newSlots', 'new-slots-this-month', 'slot-baru-bulan-ini'],
    ['responsiblePlay', 'responsible-play-tools', 'bermain-bertanggung-jawab'],
    ['cryptoWallets', 'crypto-wallets-arrive', 'dompet-kripto-hadir'],
  ],
  promotion: [
    ['welcomeBonusUsd', 'welcome-bonus', null],
    ['welcomeBonusIdr', null, 'bonus-sambutan'],
    ['weeklyCashback', 'weekly-cashback', 'cashback-mingguan'],
    ['referFriends', 'refer-a-friend', null],
  ],
  faq: [
    ['faqRegister', 'how-to-register', 'cara-daftar'],
    ['faqDeposit', 'how-to-deposit', 'cara-setor'],
    ['faqWithdrawalTime', 'withdrawal-time', 'waktu-penarikan'],
    ['faqForgotPassword', 'forgot-password', 'lupa-kata-sandi'],
    ['faqCurrencies', 'currencies', 'mata-uang'],
    ['faqFairPlay', 'fair-play', 'permainan-adil'],
  ],
};

function brandContent(slugOf: (row: StoryRow) => string | null): BrandContent {
  const entriesOf = (kind: ContentKind) =>
    storyRows[kind].flatMap((row) => {
      const slug = slugOf(row);
      const story = row[0];
      return slug === null
        ? []
        : [{ slug, story, publishedAt: publishedAtOf[story], link: linkOf[story] ?? null }];
    });
  return {
    article: entriesOf('article'),
    promotion: entriesOf('promotion'),
    faq: entriesOf('faq'),
  };
}

/**
 * Entries earlier seeds wrote that promised what the platform does not do (the lagoon's weekend
 * slot tournament): the seed removes them, with their texts, from databases seeded before.
 */
export const retiredContent: Record<string, { kind: ContentKind; slug: string }[]> = {
  lagoon: [{ kind: 'promotion', slug: 'turnamen-slot' }],
};

export const contentByBrand: Record<string, BrandContent> = {
  croupier: brandContent(([, croupierSlug]) => croupierSlug),
  lagoon: brandContent(([, , lagoonSlug]) => lagoonSlug),
};

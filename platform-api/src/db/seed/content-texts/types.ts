// The shape of one language's seed texts: every story the demo brands tell, and each brand's
// home-page announcement.

export interface SeedContentText {
  title: string;
  summary: string;
  /** Plain text: paragraphs separated by a blank line. */
  body: string;
}

export type StoryId =
  | 'newSlots'
  | 'responsiblePlay'
  | 'cryptoWallets'
  | 'welcomeBonusUsd'
  | 'welcomeBonusIdr'
  | 'weeklyCashback'
  | 'referFriends'
  | 'faqRegister'
  | 'faqDeposit'
  | 'faqWithdrawalTime'
  | 'faqForgotPassword'
  | 'faqCurrencies'
  | 'faqFairPlay';

export interface SeedLanguageTexts {
  stories: Record<StoryId, SeedContentText>;
  announcements: { croupier: string; lagoon: string };
}

import type { SeedLanguageTexts } from './types.js';

export const enUS: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Five new slots land this month',
      summary: 'Fresh reels from our providers, from dragons to deep-sea treasure.',
      body:
        'This month brings five new slot games to the lobby, each with its own theme and bonus round.\n\n' +
        'Open the Slots category to find them.',
    },
    responsiblePlay: {
      title: 'Tools that help you play responsibly',
      summary: 'Set limits, take a break and keep track of your play.',
      body:
        'Playing should stay fun. On the Responsible gaming page of your account you can set deposit, loss and wager limits per day, week or month, limit how long a session lasts, and choose how often a reality check shows you the time played and what you won or lost.\n\n' +
        'Need a break? Take a time-out of 1, 7 or 30 days, or exclude yourself for 6 months, 1 year or 5 years. It starts at once and cannot be lifted early. Your activity statement and your bets report show what you deposited, withdrew and played.',
    },
    cryptoWallets: {
      title: 'Crypto wallets are here',
      summary: 'Deposit and withdraw in USDT, BTC and ETH next to your local currency.',
      body:
        'Your wallet now holds crypto balances next to fiat ones. Each currency has its own deposit address.\n\n' +
        'Swap between currencies from the wallet page: the rate and its spread are shown before you confirm.',
    },
    welcomeBonusUsd: {
      title: 'Welcome Bonus 100%',
      summary: 'Double your first deposit, up to 1,000 USD.',
      body:
        'New players get a 100% bonus on their first deposit, up to 1,000 USD or its equivalent.\n\n' +
        'The bonus is credited as soon as the deposit is approved. Turnover requirements apply.',
    },
    welcomeBonusIdr: {
      title: 'Welcome Bonus 100%',
      summary: 'Double your first deposit, up to IDR 15,000,000.',
      body:
        'New players get a 100% bonus on their first deposit, up to IDR 15,000,000.\n\n' +
        'The bonus is credited as soon as the deposit is approved. Turnover requirements apply.',
    },
    weeklyCashback: {
      title: 'Weekly Cashback 10%',
      summary: 'Get 10% of your net losses back every Monday.',
      body:
        'Every Monday we return 10% of your net losses from the previous week as a bonus.\n\n' +
        'Cashback is calculated per currency and credited automatically.',
    },
    referFriends: {
      title: 'Invite Friends, Earn Together',
      summary: 'Earn a commission on every deposit your friends make.',
      body:
        'Share your referral link from your account. When a friend registers with it, you earn a commission on their deposits.\n\n' +
        'Follow your referrals and earnings on the referral page.',
    },
    faqRegister: {
      title: 'How do I create an account?',
      summary: 'Registration takes a minute.',
      body: 'Choose Register at the top of the page, fill in your details and confirm. You can play right away.',
    },
    faqDeposit: {
      title: 'How do I deposit?',
      summary: 'Deposits go through your wallet.',
      body:
        'Open your wallet, choose Deposit, pick a payment channel and enter the amount.\n\n' +
        'Bank and e-wallet deposits are approved by our team; crypto deposits arrive after network confirmation.',
    },
    faqWithdrawalTime: {
      title: 'How long does a withdrawal take?',
      summary: 'Most withdrawals are paid the same day.',
      body: 'Withdrawals are reviewed and paid within 24 hours, most of them within an hour.',
    },
    faqForgotPassword: {
      title: 'I forgot my password. What now?',
      summary: 'Our support team can help.',
      body: 'Contact our support team through the details at the bottom of the page. We will verify your identity and reset it.',
    },
    faqCurrencies: {
      title: 'Which currencies can I use?',
      summary: 'Fiat and crypto currencies are supported.',
      body: 'You can hold IDR, USD, MYR, THB and VND, and the crypto currencies USDT, BTC and ETH.',
    },
    faqFairPlay: {
      title: 'Are the games fair?',
      summary: 'Every game comes from a licensed provider.',
      body: 'All games are supplied by licensed providers whose results are independently tested.',
    },
  },
  announcements: {
    croupier: 'Weekly cashback every Monday. Play responsibly.',
    lagoon: 'Welcome to Blue Lagoon Casino!',
  },
};

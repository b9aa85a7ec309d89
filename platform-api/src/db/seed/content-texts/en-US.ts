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
        'New players get a 100% bonus on their first deposit, up to 1,000 USD or its equivalent in your currency (16,250,000 IDR, 4,450 MYR, 35,800 THB, 25,400,000 VND or 1,000 USDT). Choose the offer on the deposit form: the bonus is credited as soon as the deposit is approved.\n\n' +
        'Terms: the smallest deposit is your wallet’s minimum deposit (10 USD or 50,000 IDR, for example). Wager 10 times the bonus within 30 days: slots and fishing games count 100%, casino and card games 10%, lottery and sports 0%. While you wager, one stake may be at most 10 USD or its equivalent (162,500 IDR). Your real money is spent before your bonus money. Once the wagering is done, the whole bonus balance becomes real money, with no cap on winnings.\n\n' +
        'You can give the bonus up at any time on the Bonuses page of your account; a withdrawal before the wagering is done gives it up too. Your deposit and what it wins are always yours. One welcome bonus per player.',
    },
    welcomeBonusIdr: {
      title: 'Welcome Bonus 100%',
      summary: 'Double your first deposit, up to IDR 16,250,000.',
      body:
        'New players get a 100% bonus on their first deposit, up to IDR 16,250,000. Choose the offer on the deposit form: the bonus is credited as soon as the deposit is approved.\n\n' +
        'Terms: the smallest deposit is IDR 50,000. Wager 10 times the bonus within 30 days: slots and fishing games count 100%, casino and card games 10%, lottery and sports 0%. While you wager, one stake may be at most IDR 162,500. Your real money is spent before your bonus money. Once the wagering is done, the whole bonus balance becomes real money, with no cap on winnings.\n\n' +
        'You can give the bonus up at any time on the Bonuses page of your account; a withdrawal before the wagering is done gives it up too. Your deposit and what it wins are always yours. One welcome bonus per player.',
    },
    weeklyCashback: {
      title: 'Weekly Cashback 10%',
      summary: 'Get 10% of your net losses back every Monday.',
      body:
        'Every Monday we return 10% of your net losses from the previous week as a bonus, up to 1,000 USD or its equivalent (16,250,000 IDR) per currency. The week runs from Monday 00:00 to Monday 00:00 UTC; net losses are the real money you staked less what you won, in each currency.\n\n' +
        'Cashback is credited automatically. Wager it once within 7 days: slots and fishing games count 100%, casino and card games 10%, lottery and sports 0%. Then it becomes real money. You can give it up at any time on the Bonuses page of your account.',
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

import type { BrandConfig, RemoteName } from '@croupier/shared';

export type HomeSection =
  | { id: string; kind: 'promo' | 'announcement' }
  | {
      id: string;
      kind: 'widget';
      remote: RemoteName;
      widget: string;
      /** Widgets without a heading of their own get this one. */
      titleKey?: string;
      shownFor?: (config: BrandConfig) => boolean;
    };

/**
 * Home order (docs/architecture.md#product-rules): promo, jackpot, popular, recommended, casino,
 * announcement, slot, sport, providers, transactions — with the lottery and card sections the
 * menu's anchors land on, and the referral invitation where the brand switches that remote on.
 */
export const HOME_SECTIONS: HomeSection[] = [
  { id: 'promo', kind: 'promo' },
  {
    id: 'jackpot',
    kind: 'widget',
    remote: 'games',
    widget: 'Jackpot',
    shownFor: (config) => config.jackpot.isActive,
  },
  { id: 'popular', kind: 'widget', remote: 'games', widget: 'Popular' },
  { id: 'recommended', kind: 'widget', remote: 'games', widget: 'Recommended' },
  { id: 'casino', kind: 'widget', remote: 'games', widget: 'Casino' },
  { id: 'announcement', kind: 'announcement' },
  { id: 'slot', kind: 'widget', remote: 'games', widget: 'Slot' },
  { id: 'sports', kind: 'widget', remote: 'games', widget: 'Sport' },
  { id: 'lottery', kind: 'widget', remote: 'games', widget: 'Lottery' },
  { id: 'card-game', kind: 'widget', remote: 'games', widget: 'Cards' },
  {
    id: 'providers',
    kind: 'widget',
    remote: 'games',
    widget: 'Providers',
    titleKey: 'home.providers',
  },
  {
    id: 'referral',
    kind: 'widget',
    remote: 'referral',
    widget: 'Referral',
    shownFor: (config) => config.homepageWidget.referral,
  },
  {
    id: 'transactions',
    kind: 'widget',
    remote: 'wallet',
    widget: 'RecentTransactions',
    titleKey: 'home.transactions',
  },
];

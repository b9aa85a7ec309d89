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
      /** A row of game tiles: its height is held while the remote loads, so nothing below jumps. */
      isGameRow?: boolean;
      shownFor?: (config: BrandConfig) => boolean;
      /**
       * Below the first view: it renders (and loads its remote, if not loaded yet) only once the
       * player scrolls near it, so the first view's rendering has the phone's CPU to itself.
       */
      waitsForScroll?: boolean;
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
  { id: 'popular', kind: 'widget', remote: 'games', widget: 'Popular', isGameRow: true },
  {
    id: 'recommended',
    kind: 'widget',
    remote: 'games',
    widget: 'Recommended',
    isGameRow: true,
    waitsForScroll: true,
  },
  {
    id: 'casino',
    kind: 'widget',
    remote: 'games',
    widget: 'Casino',
    isGameRow: true,
    waitsForScroll: true,
  },
  { id: 'announcement', kind: 'announcement' },
  {
    id: 'slot',
    kind: 'widget',
    remote: 'games',
    widget: 'Slot',
    isGameRow: true,
    waitsForScroll: true,
  },
  {
    id: 'sports',
    kind: 'widget',
    remote: 'games',
    widget: 'Sport',
    isGameRow: true,
    waitsForScroll: true,
  },
  {
    id: 'lottery',
    kind: 'widget',
    remote: 'games',
    widget: 'Lottery',
    isGameRow: true,
    waitsForScroll: true,
  },
  {
    id: 'card-game',
    kind: 'widget',
    remote: 'games',
    widget: 'Cards',
    isGameRow: true,
    waitsForScroll: true,
  },
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
    waitsForScroll: true,
  },
  {
    id: 'transactions',
    kind: 'widget',
    remote: 'wallet',
    widget: 'RecentTransactions',
    titleKey: 'home.transactions',
    waitsForScroll: true,
  },
];

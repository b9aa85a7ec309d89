/**
 * Main menu: three categories, anchors to home sections, and a custom article route. Fishing is a
 * lobby category like the others now that the catalogue has fishing games (no "coming soon").
 */
export const MAIN_MENU = [
  { to: '/games/slots/', labelKey: 'menu.slots' },
  { to: '/games/casino/', labelKey: 'menu.casino' },
  { to: '/games/fishing/', labelKey: 'menu.fishing' },
  { to: '/#sports', labelKey: 'menu.sports' },
  { to: '/#lottery', labelKey: 'menu.lottery' },
  { to: '/#card-game', labelKey: 'menu.cards' },
  { to: '/a/', labelKey: 'menu.article' },
] as const;

/**
 * Profile menu: the spec's entries, then the player's own tools — the wallet (deposit, withdraw,
 * swap, history) among them; the referral entry exists only where the brand enables that remote.
 */
export const PROFILE_MENU = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/account/profile/information/', labelKey: 'menu.profile' },
  { to: '/account/wallet/deposit/', labelKey: 'menu.wallet' },
  { to: '/account/reward/bonus/', labelKey: 'menu.rewardBonus' },
  { to: '/account/report/', labelKey: 'menu.betReport' },
  { to: '/account/responsible-gaming/', labelKey: 'menu.responsibleGaming' },
  { to: '/account/verification/', labelKey: 'menu.verification' },
  { to: '/account/referral/', labelKey: 'menu.referral', remote: 'referral' },
] as const;

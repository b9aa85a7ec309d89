/** Main menu: two categories, fishing shown disabled, anchors to home sections, and a custom article route. */
export const MAIN_MENU = [
  { to: '/games/slots/', labelKey: 'menu.slots' },
  { to: '/games/casino/', labelKey: 'menu.casino' },
  { to: '/games/fishing-game', labelKey: 'menu.fishing', disabled: true },
  { to: '/#sports', labelKey: 'menu.sports' },
  { to: '/#lottery', labelKey: 'menu.lottery' },
  { to: '/#card-game', labelKey: 'menu.cards' },
  { to: '/a/', labelKey: 'menu.article' },
] as const;

/** Profile menu; the referral entry exists only where the brand enables that remote. */
export const PROFILE_MENU = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/account/profile/information/', labelKey: 'menu.profile' },
  { to: '/account/reward/bonus/', labelKey: 'menu.rewardBonus' },
  { to: '/account/report/', labelKey: 'menu.betReport' },
  { to: '/account/responsible-gaming/', labelKey: 'menu.responsibleGaming' },
  { to: '/account/verification/', labelKey: 'menu.verification' },
  { to: '/account/referral/', labelKey: 'menu.referral', remote: 'referral' },
] as const;

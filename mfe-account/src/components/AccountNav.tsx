import { SectionNav, type SectionPage } from '@croupier/ui';

/** Account routes (docs/architecture.md#product-rules), with the trailing slash the site uses. */
const ACCOUNT_PAGES: SectionPage[] = [
  { to: '/account/profile/information/', labelKey: 'nav.profile' },
  { to: '/account/report/', labelKey: 'nav.report' },
  { to: '/account/reward/bonus/', labelKey: 'nav.bonus' },
  { to: '/account/responsible-gaming/', labelKey: 'nav.responsibleGaming' },
  { to: '/account/verification/', labelKey: 'nav.verification' },
  { to: '/account/activity-statement/', labelKey: 'nav.activityStatement' },
];

export function AccountNav() {
  return <SectionNav namespace="account" pages={ACCOUNT_PAGES} />;
}

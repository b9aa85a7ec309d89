import { useTranslation } from 'react-i18next';
import { SubNav } from '@croupier/ui';

/** Account routes (docs/architecture.md#product-rules), with the trailing slash the site uses. */
const ACCOUNT_PAGES = [
  { to: '/account/profile/information/', labelKey: 'nav.profile' },
  { to: '/account/report/', labelKey: 'nav.report' },
  { to: '/account/reward/bonus/', labelKey: 'nav.bonus' },
  { to: '/account/responsible-gaming/', labelKey: 'nav.responsibleGaming' },
  { to: '/account/verification/', labelKey: 'nav.verification' },
  { to: '/account/activity-statement/', labelKey: 'nav.activityStatement' },
] as const;

export function AccountNav() {
  const { t } = useTranslation('account');
  const links = ACCOUNT_PAGES.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  return <SubNav links={links} label={t('nav.label')} />;
}

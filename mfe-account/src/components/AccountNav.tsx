import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './AccountNav.module.scss';

/** Spec §2 account routes, written with their trailing slash as the rest of the site links them. */
const ACCOUNT_PAGES = [
  { to: '/account/profile/information/', labelKey: 'nav.profile' },
  { to: '/account/report/', labelKey: 'nav.report' },
  { to: '/account/reward/bonus/', labelKey: 'nav.bonus' },
] as const;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export function AccountNav() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {ACCOUNT_PAGES.map(({ to, labelKey }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={
                withoutTrailingSlash(pathname) === withoutTrailingSlash(to) ? 'page' : undefined
              }
            >
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

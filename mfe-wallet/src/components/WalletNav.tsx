import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './WalletNav.module.scss';

/** Spec §2 wallet routes, written with their trailing slash as the rest of the site links them. */
const WALLET_PAGES = [
  { to: '/account/wallet/deposit/', labelKey: 'nav.deposit' },
  { to: '/account/wallet/withdraw/', labelKey: 'nav.withdraw' },
  { to: '/account/wallet/swap/', labelKey: 'nav.swap' },
  { to: '/account/wallet/history/', labelKey: 'nav.history' },
  { to: '/account/wallet/account/', labelKey: 'nav.account' },
] as const;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export function WalletNav() {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul>
        {WALLET_PAGES.map(({ to, labelKey }) => (
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

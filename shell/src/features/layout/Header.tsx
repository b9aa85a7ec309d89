import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAuthStore, useBrandStore } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { LoginDialog, useLoginDialog } from '../auth';
import { HeaderBalance } from '../wallet';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_MENU } from './menus';
import { ProfileMenu } from './ProfileMenu';
import styles from './Header.module.scss';

export function Header() {
  const { t } = useTranslation('shell');
  const config = useBrandStore((state) => state.config);
  const loggedIn = useAuthStore(isLoggedIn);
  const loginDialog = useLoginDialog();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={config?.brandName}>
          {config?.logo ? (
            <img src={config.logo} alt={config.brandName} height={36} />
          ) : (
            config?.brandName
          )}
        </Link>
        <nav className={styles.menu} aria-label={t('menu.main')}>
          {MAIN_MENU.map((item) =>
            'disabled' in item ? (
              <span
                key={item.to}
                className={styles.disabled}
                aria-disabled="true"
                title={t('menu.comingSoon')}
              >
                {t(item.labelKey)}
              </span>
            ) : item.to.startsWith('/#') ? (
              // An anchor to a home section is never "the current page".
              <Link key={item.to} to={item.to} className={styles.menuItem}>
                {t(item.labelKey)}
              </Link>
            ) : (
              <NavLink key={item.to} to={item.to} className={styles.menuItem}>
                {t(item.labelKey)}
              </NavLink>
            ),
          )}
        </nav>
        <div className={styles.actions}>
          <LanguageSwitcher />
          {loggedIn ? (
            <>
              <HeaderBalance />
              <ProfileMenu />
            </>
          ) : (
            <>
              <button type="button" className={buttons.compactSecondary} onClick={loginDialog.show}>
                {t('auth.login')}
              </button>
              <Link to="/register/" className={buttons.compactPrimary}>
                {t('auth.register')}
              </Link>
            </>
          )}
        </div>
      </div>
      <LoginDialog open={loginDialog.open} onClose={loginDialog.hide} />
    </header>
  );
}

import { Link, NavLink } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, LOGO_RASTER_WIDTHS, useAuthStore, useBrandStore } from '@croupier/shared';
import { ArtworkImage, buttons } from '@croupier/ui';
import { LoginDialog, useLoginDialog } from '../auth';
import { DepositButton, HeaderBalance } from '../wallet';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_MENU } from './menus';
import { ProfileMenu } from './ProfileMenu';
import { useDisclosure } from './useDisclosure';
import styles from './Header.module.scss';

export function Header() {
  const { t } = useTranslation('shell');
  const config = useBrandStore((state) => state.config);
  const loggedIn = useAuthStore(isLoggedIn);
  const loginDialog = useLoginDialog();
  const panel = useDisclosure();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={config?.brandName}>
          {config?.logo ? (
            <ArtworkImage
              src={config.logo}
              widths={LOGO_RASTER_WIDTHS}
              sizes="240px"
              alt={config.brandName}
              height={36}
            />
          ) : (
            config?.brandName
          )}
        </Link>
        <button
          ref={panel.toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={panel.open}
          aria-controls="header-panel"
          onClick={panel.toggle}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            <rect x="2" y="4" width="16" height="2" rx="1" />
            <rect x="2" y="9" width="16" height="2" rx="1" />
            <rect x="2" y="14" width="16" height="2" rx="1" />
          </svg>
          <span className={styles.menuButtonLabel}>{t('menu.open')}</span>
        </button>
        {/* On phones the menu and the language sit in this panel; wider, they join the bar. */}
        <div id="header-panel" className={styles.panel} data-open={panel.open}>
          <nav className={styles.menu} aria-label={t('menu.main')}>
            {MAIN_MENU.map((item) =>
              item.to.startsWith('/#') ? (
                // An anchor to a home section is never "the current page".
                <Link key={item.to} to={item.to} className={styles.menuItem} onClick={panel.close}>
                  {t(item.labelKey)}
                </Link>
              ) : (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={styles.menuItem}
                  onClick={panel.close}
                >
                  {t(item.labelKey)}
                </NavLink>
              ),
            )}
          </nav>
          <LanguageSwitcher />
        </div>
        <div className={styles.actions}>
          {loggedIn ? (
            <>
              <HeaderBalance />
              <DepositButton />
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

import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { enabledRemote, logoutPlayer, useBrandStore, useUserStore } from '@croupier/shared';
import { buttons } from '@croupier/ui';
import { PROFILE_MENU } from './menus';
import styles from './ProfileMenu.module.scss';

export function ProfileMenu() {
  const { t } = useTranslation('shell');
  const username = useUserStore((state) => state.user?.username);
  const config = useBrandStore((state) => state.config);
  const entries = PROFILE_MENU.filter(
    (item) => !('remote' in item) || enabledRemote(config, item.remote),
  );

  return (
    <details className={styles.menu}>
      <summary className={buttons.compactSecondary} data-testid="profile-menu">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <circle cx="8" cy="5" r="3" />
          <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" />
        </svg>
        <span className={styles.name}>{username ?? t('common.loading')}</span>
      </summary>
      <ul className={styles.list}>
        {entries.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.labelKey)}</Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={() => void logoutPlayer()}>
            {t('auth.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
}

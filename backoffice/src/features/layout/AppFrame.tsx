import { Fragment, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { buttons } from '@croupier/ui';
import { hasRole, useSessionStore, type StaffRole, type StaffSession } from '../session';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './frame.module.scss';

/** A navigation entry: where it goes, its text's key and the roles it shows to. */
export interface NavSection {
  path: string;
  labelKey: string;
  roles: readonly StaffRole[];
  /** Shown after the link (outside it, so the link's name stays its label): a live count. */
  Badge?: ComponentType;
}

/** Header with the member's sections, name and logout around the current page. */
export function AppFrame({
  session,
  sections: allSections,
}: {
  session: StaffSession;
  sections: readonly NavSection[];
}) {
  const { t } = useTranslation();
  const logOut = useSessionStore((state) => state.logOut);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const sections = allSections.filter((section) => hasRole(session, section.roles));

  async function handleLogOut() {
    setIsLoggingOut(true);
    try {
      await logOut();
    } finally {
      setIsLoggingOut(false);
    }
  }

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('app.title')}</span>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {sections.map((section) => (
            <Fragment key={section.path}>
              <NavLink
                to={section.path}
                end
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {t(section.labelKey)}
              </NavLink>
              {section.Badge && <section.Badge />}
            </Fragment>
          ))}
        </nav>
        <div className={styles.account}>
          <LanguageSwitch />
          <span data-testid="staff-name">
            {session.username} · {session.roles.map((role) => t(`roles.${role}`)).join(', ')}
          </span>
          <button
            type="button"
            className={buttons.compactSecondary}
            disabled={isLoggingOut}
            onClick={() => void handleLogOut()}
          >
            {t('nav.logout')}
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

import { Fragment, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
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

/** Where the sections fold behind the menu button: $folded of frame.module.scss. */
const FOLDED_MEDIA = '(max-width: 1100px)';

const foldedQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(FOLDED_MEDIA) : null;

/** Whether the window is narrow enough that the sections fold (false where there is no media). */
function useFolded(): boolean {
  const [folded, setFolded] = useState(() => foldedQuery()?.matches ?? false);
  useEffect(() => {
    const query = foldedQuery();
    if (query === null) return;
    const follow = () => setFolded(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return folded;
}

/**
 * Header with the member's sections, name and logout around the current page. Below a desktop's
 * width the sections fold behind a menu button naming the current one, so the header keeps to one
 * row; choosing a section folds them again. The sections' live counts then sit on the menu button,
 * so a waiting payment is seen without opening it.
 */
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
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const sections = allSections.filter((section) => hasRole(session, section.roles));
  const current = currentSection(sections, pathname);
  const folded = useFolded();

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
        <button
          type="button"
          className={`${buttons.compactSecondary} ${styles.menuButton}`}
          aria-expanded={isMenuOpen}
          aria-controls="sections-menu"
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          <span aria-hidden="true">☰</span> {t('nav.menu')}
          {current && <span className={styles.current}> · {t(current.labelKey)}</span>}
          {folded &&
            sections.map((section) => section.Badge && <section.Badge key={section.path} />)}
        </button>
        <nav
          id="sections-menu"
          aria-label={t('nav.label')}
          className={isMenuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          {sections.map((section) => (
            <Fragment key={section.path}>
              <NavLink
                to={section.path}
                end
                className={({ isActive }) => (isActive ? styles.active : undefined)}
                onClick={() => setIsMenuOpen(false)}
              >
                {t(section.labelKey)}
              </NavLink>
              {!folded && section.Badge && <section.Badge />}
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

/** The section the path is in: the longest section path it is, or starts with as a folder. */
function currentSection(sections: readonly NavSection[], pathname: string) {
  const inside = sections.filter(
    (section) =>
      pathname === section.path ||
      (section.path !== '/' && pathname.startsWith(`${section.path}/`)),
  );
  return inside.sort((one, other) => other.path.length - one.path.length)[0];
}

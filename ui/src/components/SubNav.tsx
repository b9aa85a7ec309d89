import { Link, useLocation } from '@croupier/shared/router';
import styles from '../styles/subnav.module.scss';

export interface SubNavLink {
  /** Written with its trailing slash, as the rest of the site links it. */
  to: string;
  label: string;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/** A section's page links; the current page is marked with aria-current. */
export function SubNav({ links, label }: { links: readonly SubNavLink[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul>
        {links.map(({ to, label: linkLabel }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={
                withoutTrailingSlash(pathname) === withoutTrailingSlash(to) ? 'page' : undefined
              }
            >
              {linkLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

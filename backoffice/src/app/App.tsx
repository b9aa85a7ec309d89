import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { EmptyState, Loaded, Loading, buttons, panels, useRequest } from '@croupier/ui';
import { BrandPage } from '../features/brands';
import { KycReviewPage } from '../features/kyc';
import { AppFrame } from '../features/layout';
import { PlayerPage, PlayerRoundPage } from '../features/players';
import {
  ChangePasswordPage,
  LoginPage,
  hasRole,
  loadSectionRoles,
  useSessionStore,
  type StaffRole,
  type StaffSession,
} from '../features/session';
import { DASHBOARD_PATH, sectionsWith, type Section } from './sections';

/** Login until a session exists, the password change while it is one-time, then the sections. */
export function App() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const restore = useSessionStore((state) => state.restore);
  const [bootError, setBootError] = useState<string | null>(null);

  useEffect(() => {
    restore().catch((error: unknown) => setBootError(String(error)));
  }, [restore]);

  if (bootError) {
    return (
      <main className={panels.state}>
        <p role="alert">{t('app.unavailable')}</p>
        <button type="button" className={buttons.secondary} onClick={() => location.reload()}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  if (session === undefined) return <Loading />;
  if (session === null) return <LoginPage />;
  if (session.mustChangePassword) return <ChangePasswordPage />;
  return <SignedIn session={session} />;
}

/** The sections, once the API has said which roles open each. */
function SignedIn({ session }: { session: StaffSession }) {
  const sectionRoles = useRequest(loadSectionRoles);
  return (
    <Loaded request={sectionRoles}>
      {(roles) => <Sections session={session} sections={sectionsWith(roles)} />}
    </Loaded>
  );
}

function Sections({ session, sections }: { session: StaffSession; sections: readonly Section[] }) {
  const { t } = useTranslation();
  /** The roles that open a section, and the pages under it. */
  const rolesOf = (path: string): readonly StaffRole[] =>
    sections.find((section) => section.path === path)?.roles ?? [];
  const dashboard = sections.find((section) => section.path === DASHBOARD_PATH);
  const pagesBeyondHome = sections.filter((section) => section !== dashboard);

  /** The dashboard for the roles it opens to; the first section of the others' roles. */
  function home(): ReactNode {
    if (dashboard && hasRole(session, dashboard.roles)) return dashboard.page;
    const first = pagesBeyondHome.find((section) => hasRole(session, section.roles));
    return <Navigate to={first?.path ?? '/welcome'} replace />;
  }

  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppFrame session={session} sections={sections} />}>
          <Route index element={home()} />
          {pagesBeyondHome.map((section) => (
            <Route
              key={section.path}
              path={section.path}
              element={guarded(session, section.roles, section.page)}
            />
          ))}
          <Route
            path="/players/:playerId"
            element={guarded(session, rolesOf('/players'), <PlayerPage />)}
          />
          <Route
            path="/players/:playerId/rounds/:gpid/:roundId"
            element={guarded(session, rolesOf('/players'), <PlayerRoundPage />)}
          />
          <Route
            path="/kyc/:playerId"
            element={guarded(session, rolesOf('/kyc'), <KycReviewPage />)}
          />
          <Route
            path="/brands/:brandId"
            element={guarded(session, rolesOf('/brands'), <BrandPage />)}
          />
          <Route path="*" element={<EmptyState>{t('app.notFound')}</EmptyState>} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

/** A section the member's roles do not open says so instead of calling the API for a 403. */
function guarded(session: StaffSession, roles: readonly StaffRole[], page: ReactNode) {
  return hasRole(session, roles) ? page : <Forbidden />;
}

function Forbidden() {
  const { t } = useTranslation();
  return <EmptyState>{t('app.forbidden')}</EmptyState>;
}

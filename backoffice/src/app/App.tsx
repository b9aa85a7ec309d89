import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { EmptyState, Loading, buttons, panels } from '@croupier/ui';
import { AuditLogPage } from '../features/audit';
import { BrandPage, BrandsPage } from '../features/brands';
import { AppFrame, SECTIONS } from '../features/layout';
import { PaymentsQueuePage } from '../features/payments';
import { RemoteRegistryPage } from '../features/remotes';
import { StaffPage } from '../features/staff';
import {
  ChangePasswordPage,
  LoginPage,
  hasRole,
  useSessionStore,
  type Role,
  type StaffSession,
} from '../features/session';

const PAGES: Record<string, ReactNode> = {
  '/payments': <PaymentsQueuePage />,
  '/brands': <BrandsPage />,
  '/remotes': <RemoteRegistryPage />,
  '/audit': <AuditLogPage />,
  '/staff': <StaffPage />,
};

const BRANDS_SECTION = SECTIONS.find((section) => section.path === '/brands')!;

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
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppFrame session={session} />}>
          <Route index element={<Navigate to={homeOf(session)} replace />} />
          {SECTIONS.map((section) => (
            <Route
              key={section.path}
              path={section.path}
              element={guarded(session, section.roles, PAGES[section.path])}
            />
          ))}
          <Route
            path="/brands/:brandId"
            element={guarded(session, BRANDS_SECTION.roles, <BrandPage />)}
          />
          <Route path="*" element={<EmptyState>{t('app.notFound')}</EmptyState>} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

function homeOf(session: StaffSession): string {
  return SECTIONS.find((section) => hasRole(session, section.roles))?.path ?? '/welcome';
}

/** A section the member's roles do not open says so instead of calling the API for a 403. */
function guarded(session: StaffSession, roles: readonly Role[], page: ReactNode) {
  return hasRole(session, roles) ? page : <Forbidden />;
}

function Forbidden() {
  const { t } = useTranslation();
  return <EmptyState>{t('app.forbidden')}</EmptyState>;
}

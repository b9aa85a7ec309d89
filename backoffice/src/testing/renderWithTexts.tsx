import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import english from '../locales/en-US.json';

// Test support: the back office's real English texts around a page.

const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en-US',
  ns: ['backoffice'],
  defaultNS: 'backoffice',
  resources: { 'en-US': { backoffice: english } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * `path`: where the router starts; `route` (e.g. /brands/:brandId) renders the page as that
 * route, for pages that read their parameters; `withRouter: false` for the whole app, which
 * brings its own router.
 */
export function renderWithTexts(
  page: ReactNode,
  {
    path = '/',
    route,
    withRouter = true,
  }: { path?: string; route?: string; withRouter?: boolean } = {},
): RenderResult {
  const routed = route ? (
    <Routes>
      <Route path={route} element={page} />
    </Routes>
  ) : (
    page
  );
  return render(
    <I18nextProvider i18n={testI18n}>
      {withRouter ? <MemoryRouter initialEntries={[path]}>{routed}</MemoryRouter> : page}
    </I18nextProvider>,
  );
}

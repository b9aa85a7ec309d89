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

/** `at` renders the page as the router's `route` (e.g. /brands/:brandId) at that path. */
export function renderWithTexts(
  page: ReactNode,
  at?: { path: string; route: string },
): RenderResult {
  return render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={at ? [at.path] : undefined}>
        {at ? (
          <Routes>
            <Route path={at.route} element={page} />
          </Routes>
        ) : (
          page
        )}
      </MemoryRouter>
    </I18nextProvider>,
  );
}

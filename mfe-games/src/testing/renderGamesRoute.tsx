import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useLocation, useRoutes } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import { routes } from '../routes';

// Test support: the remote's real routes with the real en-US texts.

const english: unknown = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../public/locales/en-US/games.json'), 'utf8'),
);

const testI18n: i18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en-US',
  ns: ['games'],
  defaultNS: 'games',
  resources: { 'en-US': { games: english as Record<string, unknown> } },
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

function GamesRoutes() {
  return useRoutes(routes);
}

/** Shows the current URL, so tests can see what the page wrote into it. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `children` (by default the page the remote shows at `url`) inside a router at `url`. */
export function renderGamesRoute(url: string, children: ReactNode = <GamesRoutes />): RenderResult {
  return render(
    <I18nextProvider i18n={testI18n}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <CurrentUrl />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { AppFrame, type NavSection } from './AppFrame';

const sections: NavSection[] = [
  { path: '/', labelKey: 'nav.dashboard', roles: ['payments'] },
  { path: '/payments', labelKey: 'nav.payments', roles: ['payments'] },
  { path: '/players', labelKey: 'nav.players', roles: ['support'] },
  { path: '/audit', labelKey: 'nav.audit', roles: ['owner'] },
];

const session = {
  username: 'pay1',
  roles: ['payments', 'support'] as const,
  brands: 'all' as const,
  mustChangePassword: false,
};

function renderFrame(path: string) {
  renderWithTexts(
    <Routes>
      <Route
        element={
          <AppFrame session={{ ...session, roles: [...session.roles] }} sections={sections} />
        }
      >
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('back office frame', () => {
  it('names the current section on the menu button, which opens and folds the sections', () => {
    renderFrame('/players/7');

    const menu = screen.getByRole('button', { name: /Menu · Players/ });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Payments queue', 'Players']);

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(nav).getByRole('link', { name: 'Payments queue' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Menu · Payments queue/ })).toBe(menu);
  });

  it('names the dashboard on the home page only', () => {
    renderFrame('/');
    expect(screen.getByRole('button', { name: /Menu · Dashboard/ })).toBeInTheDocument();
  });

  it('names no section on a page outside them', () => {
    renderFrame('/welcome');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('shows the live counts on the menu button where the sections fold, and beside their link where not', () => {
    const Count = () => <span data-testid="waiting-count">3</span>;
    const counted = sections.map((section) =>
      section.path === '/payments' ? { ...section, Badge: Count } : section,
    );
    const renderWidth = (folded: boolean) => {
      Object.assign(window, {
        matchMedia: (query: string) => ({
          matches: folded && query === '(max-width: 1100px)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }),
      });
      return renderWithTexts(
        <Routes>
          <Route
            element={<AppFrame session={{ ...session, roles: ['payments'] }} sections={counted} />}
          >
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>,
        { path: '/' },
      );
    };
    try {
      const narrow = renderWidth(true);
      const menu = screen.getByRole('button', { name: /^Menu/ });
      expect(within(menu).getByTestId('waiting-count')).toHaveTextContent('3');
      expect(screen.getAllByTestId('waiting-count')).toHaveLength(1);
      narrow.unmount();

      renderWidth(false);
      const nav = screen.getByRole('navigation', { name: 'Sections' });
      expect(within(nav).getByTestId('waiting-count')).toHaveTextContent('3');
      expect(screen.getAllByTestId('waiting-count')).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

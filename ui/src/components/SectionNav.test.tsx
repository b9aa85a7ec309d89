import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SectionNav } from './SectionNav';

const texts = i18next.createInstance();
void texts.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { wallet: { nav: { label: 'Wallet pages', swap: 'Swap' } } } },
  initAsync: false,
  showSupportNotice: false,
});

describe('SectionNav', () => {
  it("names the navigation and its links from the section's own namespace", () => {
    render(
      <I18nextProvider i18n={texts}>
        <MemoryRouter initialEntries={['/account/wallet/swap']}>
          <SectionNav
            namespace="wallet"
            pages={[{ to: '/account/wallet/swap/', labelKey: 'nav.swap' }]}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Wallet pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Swap' })).toHaveAttribute('aria-current', 'page');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useBrandStore, type BrandConfig } from '@croupier/shared';
import { ProfileMenu } from './ProfileMenu';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));

function menuLinks() {
  render(
    <MemoryRouter>
      <ProfileMenu />
    </MemoryRouter>,
  );
  return screen
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ProfileMenu', () => {
  it('links the account pages, the wallet, responsible gaming and verification among them', () => {
    useBrandStore.getState().setConfig({
      brandId: 'croupier',
      remotes: [{ name: 'referral', enabled: true }],
    } as unknown as BrandConfig);
    expect(menuLinks()).toEqual([
      ['menu.home', '/'],
      ['menu.profile', '/account/profile/information/'],
      ['menu.wallet', '/account/wallet/deposit/'],
      ['menu.rewardBonus', '/account/reward/bonus/'],
      ['menu.betReport', '/account/report/'],
      ['menu.responsibleGaming', '/account/responsible-gaming/'],
      ['menu.verification', '/account/verification/'],
      ['menu.referral', '/account/referral/'],
    ]);
  });
});

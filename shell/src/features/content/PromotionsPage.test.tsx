import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useBrandStore, type BrandConfig, type ContentEntry } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { PromotionsPage } from './PromotionsPage';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));

const promotion = (slug: string, title: string, link: string | null): ContentEntry => ({
  slug,
  title,
  summary: `${title} in short`,
  body: 'Terms: wager 10 times the bonus within 30 days.',
  image: null,
  link,
  publishedAt: '2026-03-01T00:00:00.000Z',
  language: 'en-US',
});

it('leads each promotion that has a link to it, after its full terms', async () => {
  useBrandStore.getState().setConfig({
    brandId: 'croupier',
    banners: { promo: { desktop: [], mobile: [] } },
  } as unknown as BrandConfig);
  installFakeApi({
    '/v1/content/list': ok({
      entries: [
        promotion('welcome-bonus', 'Welcome Bonus 100%', '/account/reward/bonus/'),
        promotion('summer', 'Summer news', null),
      ],
    }),
  });
  render(
    <MemoryRouter>
      <PromotionsPage />
    </MemoryRouter>,
  );

  const welcome = await screen.findByRole('article', { name: 'Welcome Bonus 100%' });
  expect(within(welcome).getByText(/wager 10 times the bonus/)).toBeInTheDocument();
  expect(within(welcome).getByRole('link', { name: 'content.promotionLink' })).toHaveAttribute(
    'href',
    '/account/reward/bonus/',
  );
  const summer = screen.getByRole('article', { name: 'Summer news' });
  expect(within(summer).queryByRole('link')).not.toBeInTheDocument();
});

it("draws each promotion banner in the player's language, with that language's own artwork", async () => {
  const banner = (img: string, order: number, imgByLanguage?: Record<string, string>) => ({
    img,
    redirect: '/register/',
    order,
    ...(imgByLanguage && { imgByLanguage }),
  });
  useBrandStore.getState().setConfig({
    brandId: 'croupier',
    defaultLanguage: 'id-ID',
    banners: {
      promo: {
        desktop: [
          banner('/assets/brands/croupier/banners/welcome-desktop.svg', 0, {
            'en-US': '/assets/brands/croupier/banners/welcome-desktop-en.png',
          }),
          banner('/assets/brands/croupier/banners/cashback-desktop.svg', 1),
        ],
        mobile: [banner('/assets/brands/croupier/banners/welcome-mobile.svg', 0)],
      },
    },
  } as unknown as BrandConfig);
  installFakeApi({ '/v1/content/list': ok({ entries: [] }) });
  render(
    <MemoryRouter>
      <PromotionsPage />
    </MemoryRouter>,
  );

  const [welcome, cashback] = await screen.findAllByTestId('promotion-banner');
  expect(welcome!.querySelector('img')).toHaveAttribute(
    'src',
    '/assets/brands/croupier/banners/welcome-desktop-en.png',
  );
  expect(cashback!.querySelector('img')).toHaveAttribute(
    'src',
    '/assets/brands/croupier/banners/cashback-desktop.svg?lang=en-US',
  );
  // Each banner carries its size, so the page does not shift as the art arrives.
  expect(welcome!.querySelector('img')).toHaveAttribute('width');
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import type { BrandSettingsAnswer } from './brandsApi';
import { BrandSettingsForm } from './BrandSettingsForm';

const noBanners = { desktop: [], mobile: [] };
const lagoon: BrandSettingsAnswer = {
  brandId: 'lagoon',
  brandName: 'Blue Lagoon Casino',
  themeConfig: {
    container: '#f2f8fc',
    navbar: '#ffffff',
    footer: '#e1f0f8',
    buttonPrimary: '#0a84c6',
    buttonSecondary: '#d5ebf7',
    text: '#0d2b3e',
    iconNonSelected: '#7b9bb0',
    gradientColor: 'bluelagoon',
  },
  logo: '/assets/brands/lagoon/logo.svg',
  banners: {
    home: {
      desktop: [
        {
          img: '/assets/brands/lagoon/banners/welcome-desktop.svg',
          redirect: '/register/',
          order: 1,
        },
      ],
      mobile: [],
    },
    category: noBanners,
    promo: noBanners,
  },
  languages: ['id-ID', 'en-US'],
  defaultLanguage: 'id-ID',
  jackpot: { minIncrement: 10000, maxIncrement: 100000 },
  liveChat: { isActive: false, url: '' },
  homepageWidget: { referral: false, announcement: 'Selamat datang!' },
  jurisdiction: 'none',
  spendingOrder: 'real_first',
};
// The form saves the settings it shows; the bonus settings and the banners (edited in the content
// section) are not among them.
const {
  brandId: _brandId,
  brandName: _brandName,
  jurisdiction: _jurisdiction,
  spendingOrder: _spendingOrder,
  banners: _banners,
  ...lagoonSettings
} = lagoon;

const preview = () => screen.getByTestId('theme-preview');
const save = () => fireEvent.click(screen.getByText('Save settings'));

// Some sixty fields: jsdom renders and queries them slowly on a busy machine.
jest.setTimeout(20_000);

describe('brand settings form', () => {
  it('previews a theme as it is edited, then saves every setting', async () => {
    const requests = installFakeAdminApi({
      'POST brands/lagoon/settings': ({ body }) => ok({ ...lagoon, ...(body as object) }),
    });
    renderWithTexts(<BrandSettingsForm brand={lagoon} />);
    // Every text is translated: no key shows through.
    expect(screen.queryByText(/^brands\./)).not.toBeInTheDocument();
    expect(preview().style.getPropertyValue('--gradient')).toContain('#2bc0e4');
    expect(preview().style.getPropertyValue('--color-navbar')).toBe('#ffffff');

    fireEvent.change(screen.getByLabelText('Gradient theme'), { target: { value: 'carbon' } });
    fireEvent.change(screen.getByLabelText('Header'), { target: { value: '#202020' } });

    expect(preview().style.getPropertyValue('--gradient')).toContain('#3c3c3c');
    expect(preview().style.getPropertyValue('--color-on-gradient')).toBe('#ffffff');
    expect(preview().style.getPropertyValue('--color-navbar')).toBe('#202020');
    expect(within(preview()).getByRole('img', { name: 'Blue Lagoon Casino' })).toHaveAttribute(
      'src',
      lagoon.logo,
    );

    fireEvent.click(screen.getByLabelText(/^日本語/));
    fireEvent.change(screen.getByLabelText('Default language'), { target: { value: 'ja-JP' } });
    fireEvent.click(screen.getByLabelText('Offer live chat'));
    fireEvent.change(screen.getByLabelText('Live chat URL'), {
      target: { value: 'https://chat.lagoon.example/' },
    });
    save();

    expect(await screen.findByText(/^Settings saved\./)).toHaveAttribute('role', 'status');
    expect(requests.map(({ route, body }) => [route, body])).toEqual([
      [
        'POST brands/lagoon/settings',
        {
          ...lagoonSettings,
          themeConfig: { ...lagoon.themeConfig, gradientColor: 'carbon', navbar: '#202020' },
          languages: ['id-ID', 'en-US', 'ja-JP'],
          defaultLanguage: 'ja-JP',
          liveChat: { isActive: true, url: 'https://chat.lagoon.example/' },
          // Only the widget's referral switch: the announcement is the content section's to save.
          homepageWidget: { referral: false },
        },
      ],
    ]);
  });

  it('keeps bad settings in the browser and says what to fix', () => {
    const requests = installFakeAdminApi({});
    renderWithTexts(<BrandSettingsForm brand={lagoon} />);

    fireEvent.change(screen.getByLabelText('Logo URL'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'navy' } });
    fireEvent.click(screen.getByLabelText(/^Indonesia/));
    fireEvent.change(screen.getByLabelText('Largest increment'), { target: { value: '5' } });
    save();

    expect(screen.getByLabelText('Logo URL')).toHaveAccessibleDescription(
      'An http(s) URL or a path on the site starting with /',
    );
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(
      'A colour as #rrggbb, e.g. #0a84c6',
    );
    expect(screen.getByLabelText('Default language')).toHaveAccessibleDescription(
      'The default language must be one the site offers',
    );
    expect(screen.getByLabelText('Largest increment')).toHaveAccessibleDescription(
      'At least the smallest increment',
    );
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal and keeps the draft", async () => {
    installFakeAdminApi({
      'POST brands/lagoon/settings': failure(403, 30, 'Brand lagoon is outside your scope'),
    });
    renderWithTexts(<BrandSettingsForm brand={lagoon} />);
    fireEvent.change(screen.getByLabelText('Gradient theme'), { target: { value: 'silver' } });
    save();

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Brand lagoon is outside your scope'),
    );
    expect(screen.getByLabelText('Gradient theme')).toHaveValue('silver');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

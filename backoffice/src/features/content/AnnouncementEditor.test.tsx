import { fireEvent, screen, within } from '@testing-library/react';
import type { BrandSettingsAnswer } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { installFakeAdminApi, ok, type RecordedRequest } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { ContentPage } from './ContentPage';

const noBanners = { desktop: [], mobile: [] };
const lagoon: BrandSettingsAnswer = {
  brandId: 'lagoon',
  brandName: 'Blue Lagoon',
  themeConfig: {
    container: '#000000',
    navbar: '#000000',
    footer: '#000000',
    buttonPrimary: '#000000',
    buttonSecondary: '#000000',
    text: '#ffffff',
    iconNonSelected: '#777777',
    gradientColor: 'bluelagoon',
  },
  logo: '/assets/brands/lagoon/logo.svg',
  banners: { home: noBanners, category: noBanners, promo: noBanners },
  languages: ['id-ID', 'en-US', 'th-TH'],
  defaultLanguage: 'id-ID',
  jackpot: { minIncrement: 1, maxIncrement: 2 },
  liveChat: { isActive: false, url: '' },
  homepageWidget: {
    referral: true,
    announcement: 'Cashback setiap Senin',
    announcementTranslations: { 'th-TH': 'เงินคืนทุกวันจันทร์' },
    announcementFrom: '2026-01-01T00:00:00.000Z',
    announcementUntil: null,
  },
  jurisdiction: 'none',
  spendingOrder: 'real_first',
};

/** Opens the announcement of the brand, answering its saves with what was sent. */
async function openAnnouncement(): Promise<RecordedRequest[]> {
  const requests = installFakeAdminApi({
    'GET brands': ok([{ brandId: 'lagoon', name: 'Blue Lagoon' }]),
    'GET brands/lagoon/content': ok({ defaultLanguage: 'id-ID', languages: [], entries: [] }),
    'GET brands/lagoon/settings': ok(lagoon),
    'POST brands/lagoon/settings': (request) => ok({ ...lagoon, ...(request.body as object) }),
  });
  renderWithTexts(<ContentPage />);
  await screen.findByText('Nothing of this kind yet.');
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'announcement' } });
  await screen.findByRole('form', { name: 'The announcement on the home page' });
  return requests;
}

const preview = () => screen.getByRole('complementary', { name: 'Preview on the site' });
const hintOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-hint`)?.textContent;

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

describe('the announcement in the content section', () => {
  it('shows its state, each language’s translation status and a preview with the default text where one is missing', async () => {
    await openAnnouncement();
    expect(screen.getByTestId('announcement-state')).toHaveTextContent('State: On the site');
    expect(hintOf('ไทย')).toBe('Translated');
    expect(hintOf('English')).toBe('No translation: the site shows the default text');

    expect(within(preview()).getByRole('note')).toHaveTextContent(
      'Announcement Cashback setiap Senin',
    );
    fireEvent.change(within(preview()).getByLabelText('Language'), { target: { value: 'th-TH' } });
    expect(within(preview()).getByRole('note')).toHaveTextContent('เงินคืนทุกวันจันทร์');
    fireEvent.change(within(preview()).getByLabelText('Language'), { target: { value: 'en-US' } });
    expect(within(preview()).getByRole('note')).toHaveTextContent('Cashback setiap Senin');
    expect(preview()).toHaveTextContent('the site shows the default language');
  });

  it('saves a new text with the translations written for it, and says which would be dropped', async () => {
    const requests = await openAnnouncement();
    fireEvent.change(screen.getByLabelText('Text in Bahasa Indonesia (the default language)'), {
      target: { value: 'Cashback setiap Selasa' },
    });
    expect(hintOf('ไทย')).toBe(
      'Translates the previous text: saving removes it unless you rewrite it',
    );
    // The preview no longer offers the outdated translation.
    fireEvent.change(within(preview()).getByLabelText('Language'), { target: { value: 'th-TH' } });
    expect(within(preview()).getByRole('note')).toHaveTextContent('Cashback setiap Selasa');

    fireEvent.change(screen.getByLabelText('English'), {
      target: { value: 'Cashback every Tuesday' },
    });
    expect(hintOf('English')).toBe('Translated');
    fireEvent.change(screen.getByLabelText('Shows until (empty: no end)'), {
      target: { value: '2026-12-31T23:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save announcement' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Announcement saved.');
    const sent = requests.filter(({ route }) => route === 'POST brands/lagoon/settings');
    expect(sent.map(({ body }) => body)).toEqual([
      {
        // Only the announcement: the referral switch is the brand page's to save.
        homepageWidget: {
          announcement: 'Cashback setiap Selasa',
          announcementTranslations: {
            'th-TH': 'เงินคืนทุกวันจันทร์',
            'en-US': 'Cashback every Tuesday',
          },
          announcementFrom: '2026-01-01T00:00:00.000Z',
          announcementUntil: new Date('2026-12-31T23:00').toISOString(),
        },
      },
    ]);
  });

  it('refuses an end before the start without sending', async () => {
    const requests = await openAnnouncement();
    fireEvent.change(screen.getByLabelText('Shows until (empty: no end)'), {
      target: { value: '2025-12-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText('Must be after “Shows from”.')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
  });

  it('unpublishes only after a confirmation, ending it now', async () => {
    const requests = await openAnnouncement();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const question = screen.getByRole('group', {
      name: 'Take the announcement off the site now? Its text stays here.',
    });
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The announcement is off the site.',
    );
    expect(screen.getByTestId('announcement-state')).toHaveTextContent('State: Ended');
    const [sent] = requests.filter(({ route }) => route === 'POST brands/lagoon/settings');
    const widget = (sent?.body as { homepageWidget: Record<string, unknown> }).homepageWidget;
    expect(widget.announcement).toBe('Cashback setiap Senin');
    expect(widget).not.toHaveProperty('referral');
    expect(Date.parse(widget.announcementUntil as string)).toBeLessThanOrEqual(Date.now());
  });
});

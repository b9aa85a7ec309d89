import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminContentEntry, AdminContentList } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { ContentPage } from './ContentPage';

const brands = [{ brandId: 'croupier', name: 'Croupier Gold' }];

const cashback: AdminContentEntry = {
  kind: 'promotion',
  slug: 'weekly-cashback',
  sort: 2,
  image: null,
  link: '/account/reward/bonus/',
  publishedFrom: '2026-11-01T00:00:00.000Z',
  publishedUntil: null,
  texts: {
    'en-US': { title: 'Weekly Cashback 10%', summary: 'Back every Monday', body: 'One.\n\nTwo.' },
    'th-TH': { title: 'เงินคืนรายสัปดาห์', summary: '', body: 'หนึ่ง' },
  },
  state: 'live',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const list: AdminContentList = {
  defaultLanguage: 'en-US',
  languages: ['en-US', 'th-TH', 'ja-JP'],
  entries: [
    cashback,
    {
      ...cashback,
      slug: 'next-week',
      state: 'scheduled',
      texts: { 'en-US': cashback.texts['en-US']! },
    },
  ],
};

const listRoute = 'GET brands/croupier/content';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openPage(routes: FakeRoutes = {}) {
  const requests = installFakeAdminApi({
    'GET brands': ok(brands),
    [listRoute]: ok(list),
    ...routes,
  });
  renderWithTexts(<ContentPage />);
  await screen.findByRole('row', { name: /weekly-cashback/ });
  return requests;
}

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

describe('content', () => {
  it("lists a kind's entries with their state and the languages still on the default text", async () => {
    const requests = await openPage();
    expect(requests.find(({ route }) => route === listRoute)?.params).toEqual({
      kind: 'promotion',
    });
    const live = screen.getByRole('row', { name: /^Weekly Cashback 10% weekly-cashback/ });
    expect(within(live).getByText('On the site')).toBeInTheDocument();
    expect(within(live).getByText('Default text in: 日本語')).toBeInTheDocument();
    const scheduled = screen.getByRole('row', { name: /next-week/ });
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(within(scheduled).getByText('Default text in: ไทย, 日本語')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'faq' } });
    await screen.findAllByRole('row');
    expect(requests.at(-1)?.params).toEqual({ kind: 'faq' });
  });

  it('checks a new entry before sending, then sends it whole', async () => {
    const requests = await openPage({
      'PUT brands/croupier/content/promotion/summer-cashback': ({ body }) =>
        ok({ ...cashback, ...(body as object), slug: 'summer-cashback' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    type('Name in the address', 'Summer Cashback');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText(/Lower-case letters, digits and dashes/)).toBeInTheDocument();
    expect(screen.getByText('Write a title.')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('PUT'))).toHaveLength(0);

    type('Name in the address', 'summer-cashback');
    type('Title', 'Summer Cashback');
    type('Text', 'Ten percent back.\n\nEvery week.');
    type('Shows from', '2026-12-01T10:00');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'th-TH' } });
    expect(screen.getByText(/the site shows the default language's/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary')).getByRole('heading', { name: 'Summer Cashback' }),
    ).toBeInTheDocument();
    type('Title', 'เงินคืนหน้าร้อน');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en-US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Also check the text in: ไทย.')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('PUT'))).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'th-TH' } });
    expect(screen.getByText('Write the text.')).toBeInTheDocument();
    type('Text', 'คืนสิบเปอร์เซ็นต์');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Summer Cashback”.');
    const sent = requests.find(({ route }) => route.startsWith('PUT'));
    expect(sent?.body).toEqual({
      sort: 10,
      link: null,
      image: null,
      publishedFrom: new Date('2026-12-01T10:00').toISOString(),
      publishedUntil: null,
      texts: {
        'en-US': {
          title: 'Summer Cashback',
          summary: '',
          body: 'Ten percent back.\n\nEvery week.',
        },
        'th-TH': { title: 'เงินคืนหน้าร้อน', summary: '', body: 'คืนสิบเปอร์เซ็นต์' },
      },
    });
  });

  it("edits an entry from its stored texts and shows the server's refusal", async () => {
    await openPage({
      'PUT brands/croupier/content/promotion/weekly-cashback': failure(
        400,
        2,
        'publishedUntil must be after publishedFrom',
      ),
    });
    const row = screen.getByRole('row', { name: /^Weekly Cashback 10% weekly-cashback/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Weekly Cashback 10%');
    const preview = screen.getByRole('complementary');
    expect(within(preview).getAllByText(/One\.|Two\./)).toHaveLength(2);
    type('Summary', 'Back every Monday, automatically');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('publishedUntil must be after publishedFrom'),
    ).toBeInTheDocument();
  });

  it('unpublishes only after confirming', async () => {
    const requests = await openPage({
      'POST brands/croupier/content/promotion/weekly-cashback/unpublish': ok({
        ...cashback,
        state: 'ended',
      }),
    });
    const row = screen.getByRole('row', { name: /^Weekly Cashback 10% weekly-cashback/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Unpublish' }));
    expect(requests.filter(({ route }) => route.endsWith('/unpublish'))).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Weekly Cashback 10%” is off the site.',
    );
    expect(requests.filter(({ route }) => route.endsWith('/unpublish'))).toHaveLength(1);
  });
});

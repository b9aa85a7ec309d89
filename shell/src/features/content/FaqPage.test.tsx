import { fireEvent, render, screen, within } from '@testing-library/react';
import { useBrandStore, type BrandConfig, type ContentEntry } from '@croupier/shared';
import { failure, installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { FaqPage } from './FaqPage';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'th-TH' } }),
}));

const question = (
  slug: string,
  title: string,
  body: string,
  language: ContentEntry['language'] = 'th-TH',
): ContentEntry => ({
  slug,
  title,
  summary: '',
  body,
  image: null,
  link: null,
  publishedAt: '2026-01-10T00:00:00.000Z',
  language,
});

describe('FaqPage', () => {
  beforeEach(() => useBrandStore.getState().setConfig({ brandId: 'croupier' } as BrandConfig));

  it("lists questions in the player's language as closed disclosures that open", async () => {
    const requests = installFakeApi({
      '/v1/content/list': ok({
        entries: [
          question('deposit', 'How do I deposit?', 'Open your wallet.\n\nPick a channel.'),
          question('withdraw', 'How long does a withdrawal take?', 'Within 24 hours.', 'en-US'),
        ],
      }),
    });
    render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'content.faqTitle' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('common.loading');

    const heading = await screen.findByRole('heading', { level: 2, name: 'How do I deposit?' });
    const details = heading.closest('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(requests[0]?.body).toEqual({ brandId: 'croupier', kind: 'faq', language: 'th-TH' });
    // An entry in the brand's default language says so, for screen readers and hyphenation.
    expect(details).toHaveAttribute('lang', 'th-TH');
    expect(screen.getByText('How long does a withdrawal take?').closest('details')).toHaveAttribute(
      'lang',
      'en-US',
    );

    fireEvent.click(within(details as HTMLElement).getByText('How do I deposit?'));
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText('Open your wallet.').tagName).toBe('P');
    expect(within(details as HTMLElement).getByText('Pick a channel.')).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    installFakeApi({ '/v1/content/list': ok({ entries: [] }) });
    render(<FaqPage />);
    expect(await screen.findByText('content.noFaq')).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    installFakeApi({
      '/v1/content/list': () =>
        fail
          ? failure(500, 99, 'Down')
          : ok({ entries: [question('fair', 'Are the games fair?', 'Yes.')] }),
    });
    render(<FaqPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('content.loadFailed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'content.retry' }));
    expect(await screen.findByText('Are the games fair?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

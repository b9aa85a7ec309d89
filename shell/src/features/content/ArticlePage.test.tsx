import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@croupier/shared/router';
import { MemoryRouter } from 'react-router';
import { useBrandStore, type BrandConfig, type ContentEntry } from '@croupier/shared';
import { installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { ArticlePage } from './ArticlePage';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));

const article: ContentEntry = {
  slug: 'new-slots',
  title: 'Five new slots land this month',
  summary: 'Fresh reels.',
  body: 'First paragraph.\n\nSecond <b>paragraph</b>.',
  image: null,
  link: null,
  publishedAt: '2026-03-02T09:00:00.000Z',
  language: 'en-US',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/a/:slug" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ArticlePage', () => {
  beforeEach(() => {
    useBrandStore.getState().setConfig({ brandId: 'lagoon' } as BrandConfig);
    installFakeApi({ '/v1/content/list': ok({ entries: [article] }) });
  });

  it('shows the article with its date and plain-text paragraphs', async () => {
    renderAt('/a/new-slots');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Five new slots land this month');
    expect(screen.getByRole('article')).toContainElement(heading);
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    // Bodies are text: markup in them is shown, never rendered.
    expect(screen.getByText('Second <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('b')).toBeNull();
    expect(screen.getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-03-02T09:00:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'content.backToArticles' })).toHaveAttribute(
      'href',
      '/a/',
    );
  });

  it('says so for an unknown slug', async () => {
    renderAt('/a/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'content.articleMissingTitle' }),
    ).toBeInTheDocument();
    expect(screen.getByText('content.articleMissing')).toBeInTheDocument();
  });
});

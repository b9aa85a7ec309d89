import type { ContentEntry } from '@croupier/contracts';
import { configureApi } from '../api/client';
import { failure, installFakeApi, ok } from '../testing/fakeApi';
import { resetStores } from '../testing/resetStores';
import { getContent } from './calls';

const entry: ContentEntry = {
  slug: 'welcome-bonus',
  title: 'Welcome Bonus 100%',
  summary: 'Double your first deposit.',
  body: 'First paragraph.\n\nSecond paragraph.',
  image: '/assets/brands/croupier/promotions/welcome-bonus.svg',
  link: '/account/reward/bonus/',
  publishedAt: '2026-03-01T00:00:00.000Z',
  language: 'en-US',
};

beforeEach(() => {
  resetStores();
  configureApi({ baseUrl: 'http://api.test', staticBaseUrl: 'http://cdn.test' });
});

describe('getContent', () => {
  it("posts the brand, kind and player's language and answers the entries", async () => {
    const requests = installFakeApi({ '/v1/content/list': ok({ entries: [entry] }) });
    await expect(getContent('croupier', 'promotion', 'th-TH')).resolves.toEqual([entry]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      baseURL: 'http://api.test',
      body: { brandId: 'croupier', kind: 'promotion', language: 'th-TH' },
    });
  });

  it('rejects with the API error of a bad request', async () => {
    installFakeApi({ '/v1/content/list': failure(400, 2, 'Unknown brandId nobody') });
    await expect(getContent('nobody', 'faq', 'en-US')).rejects.toMatchObject({
      code: 2,
      message: 'Unknown brandId nobody',
    });
  });
});

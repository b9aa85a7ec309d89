import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { ContentEntrySchema } from '@croupier/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Type } from '@sinclair/typebox';

import { post, startTestApp } from '../../../test/harness.js';

const { app, close } = await startTestApp();
after(close);

const entriesCheck = TypeCompiler.Compile(Type.Array(ContentEntrySchema));

async function list(brandId: string, kind: string) {
  const response = await post(app, 'content/list', { brandId, kind });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errorCode, 0);
  const { entries } = response.body.data;
  assert.ok(entriesCheck.Check(entries), JSON.stringify([...entriesCheck.Errors(entries)][0]));
  return entries as { slug: string; title: string; body: string; image: string | null }[];
}

test('each brand has 3 articles, 3 promotions with artwork and 6 FAQ entries', async () => {
  for (const brandId of ['croupier', 'lagoon']) {
    const articles = await list(brandId, 'article');
    const promotions = await list(brandId, 'promotion');
    const faq = await list(brandId, 'faq');
    assert.equal(articles.length, 3);
    assert.equal(promotions.length, 3);
    assert.equal(faq.length, 6);
    for (const entry of [...articles, ...faq]) assert.equal(entry.image, null);
    for (const entry of [...articles, ...promotions, ...faq]) {
      assert.doesNotMatch(entry.body, /<[a-z/]/i, 'bodies are plain text');
    }
    for (const promotion of promotions) {
      assert.equal(promotion.image, `/assets/brands/${brandId}/promotions/${promotion.slug}.svg`);
      const image = await app.inject({ method: 'GET', url: promotion.image ?? '' });
      assert.equal(image.statusCode, 200);
      assert.match(image.headers['content-type'] as string, /^image\/svg\+xml/);
      assert.ok(image.body.includes('<svg'));
    }
  }
});

test('content follows the brand and its language', async () => {
  const [croupierArticle] = await list('croupier', 'article');
  const [lagoonArticle] = await list('lagoon', 'article');
  assert.equal(croupierArticle?.title, 'Five new slots land this month');
  assert.equal(lagoonArticle?.title, 'Lima slot baru hadir bulan ini');
  const missing = await app.inject({
    method: 'GET',
    url: '/assets/brands/lagoon/promotions/welcome-bonus.svg',
  });
  assert.equal(missing.statusCode, 404, 'one brand’s promotion is not drawn for another');
});

test('content/list validates its body and the brand', async () => {
  for (const body of [
    {},
    { brandId: 'croupier' },
    { kind: 'faq' },
    { brandId: 'croupier', kind: 'news' },
    { brandId: '', kind: 'faq' },
    { brandId: 7, kind: 'faq' },
    { brandId: 'croupier', kind: 'faq', extra: true },
    { brandId: 'nobody', kind: 'faq' },
  ]) {
    const response = await post(app, 'content/list', body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
});

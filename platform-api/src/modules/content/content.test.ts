import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { ContentEntrySchema, LANGUAGE_CODES, type BonusOfferTerms } from '@croupier/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Type } from '@sinclair/typebox';

import { post, prepareAsAtStart, startTestApp } from '../../../test/harness.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const entriesCheck = TypeCompiler.Compile(Type.Array(ContentEntrySchema));

interface Entry {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: string | null;
  link: string | null;
  language: string;
}

async function list(brandId: string, kind: string, language?: string): Promise<Entry[]> {
  const response = await post(app, 'content/list', { brandId, kind, language });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errorCode, 0);
  const { entries } = response.body.data;
  assert.ok(entriesCheck.Check(entries), JSON.stringify([...entriesCheck.Errors(entries)][0]));
  return entries as Entry[];
}

test('each brand has 3 articles, its promotions with artwork and 6 FAQ entries', async () => {
  const promotionSlugs: Record<string, string[]> = {
    croupier: ['welcome-bonus', 'weekly-cashback', 'refer-a-friend'],
    // No slot tournament: the platform runs none, so no promotion promises one.
    lagoon: ['bonus-sambutan', 'cashback-mingguan'],
  };
  for (const brandId of ['croupier', 'lagoon']) {
    const articles = await list(brandId, 'article');
    const promotions = await list(brandId, 'promotion');
    const faq = await list(brandId, 'faq');
    assert.equal(articles.length, 3);
    assert.deepEqual(
      promotions.map((promotion) => promotion.slug),
      promotionSlugs[brandId],
    );
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

test('the seeded articles promise only what the platform does', async () => {
  for (const language of LANGUAGE_CODES) {
    const [newSlots, , cryptoWallets] = await list('croupier', 'article', language);
    const english = language === 'en-US';
    assert.equal(newSlots?.body.split('\n\n').length, 2, `${language}: no "tried first" promise`);
    if (english) {
      assert.doesNotMatch(newSlots?.body ?? '', /marked as new|tried/);
      assert.doesNotMatch(cryptoWallets?.body ?? '', /live rate/);
    }
  }
});

test("the bonus promotions lead to the offers and state the seeded offers' figures", async () => {
  const links = async (brandId: string) =>
    Object.fromEntries(
      (await list(brandId, 'promotion')).map(({ slug, link }) => [slug, link] as const),
    );
  assert.deepEqual(await links('croupier'), {
    'welcome-bonus': '/account/reward/bonus/',
    'weekly-cashback': '/account/reward/bonus/',
    'refer-a-friend': '/account/referral/',
  });
  assert.deepEqual(await links('lagoon'), {
    'bonus-sambutan': '/account/reward/bonus/',
    'cashback-mingguan': '/account/reward/bonus/',
  });
  for (const entry of [
    ...(await list('croupier', 'article')),
    ...(await list('croupier', 'faq')),
  ]) {
    assert.equal(entry.link, null);
  }

  const { rows } = await pool.query<{ kind: string; terms: BonusOfferTerms }>(
    "SELECT kind, terms FROM bonus_offers WHERE brand_id = 'lagoon' ORDER BY kind",
  );
  const welcome = rows.find(({ kind }) => kind === 'welcome')!.terms;
  const cashback = rows.find(({ kind }) => kind === 'cashback')!.terms;
  const grouped = (amount: string) => Number(amount).toLocaleString('en-US');
  const [welcomeText, cashbackText] = await list('lagoon', 'promotion', 'en-US');
  const idr = welcome.currencies.IDR!;
  for (const figure of [
    `${welcome.percent}%`,
    `IDR ${grouped(idr.maxGrant)}`,
    `IDR ${grouped(idr.minDeposit!)}`,
    `IDR ${grouped(idr.maxBet!)}`,
    `${welcome.wageringMultiplier} times the bonus`,
    `${welcome.expiryDays} days`,
  ]) {
    assert.ok(welcomeText!.body.includes(figure) || welcomeText!.summary.includes(figure), figure);
  }
  for (const figure of [
    `${cashback.percent}%`,
    `${grouped(cashback.currencies.IDR!.maxGrant)} IDR`,
    `${cashback.expiryDays} days`,
  ]) {
    assert.ok(cashbackText!.body.includes(figure), figure);
  }
});

test("every language's welcome promotion states the offer's maximum and its terms", async () => {
  for (const language of LANGUAGE_CODES) {
    const [welcome] = await list('lagoon', 'promotion', language);
    assert.equal(welcome?.language, language);
    // 16,250,000 IDR however the language groups thousands; 10 times, 30 days, 162,500 IDR.
    assert.match(welcome?.summary ?? '', /16[.,\s]250[.,\s]000/, language);
    assert.match(welcome?.body ?? '', /162[.,\s]500/, language);
    assert.match(welcome?.body ?? '', /\b10\b/, language);
    assert.match(welcome?.body ?? '', /\b30\b/, language);
  }
});

test('a promotion the seed retired is removed from a database seeded before', async () => {
  await pool.query(
    `INSERT INTO content_entries (brand_id, kind, slug, sort, published_at)
     VALUES ('lagoon', 'promotion', 'turnamen-slot', 9, now()) ON CONFLICT DO NOTHING`,
  );
  await prepareAsAtStart(ownerPool);
  const promotions = await list('lagoon', 'promotion');
  assert.ok(!promotions.some((promotion) => promotion.slug === 'turnamen-slot'));
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
    { brandId: 'croupier', kind: 'faq', language: '' },
    { brandId: 'croupier', kind: 'faq', language: 'th_TH' },
    { brandId: 'croupier', kind: 'faq', language: 66 },
    { brandId: 'croupier', kind: 'faq', language: `th-${'T'.repeat(40)}` },
  ]) {
    const response = await post(app, 'content/list', body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
});

test('content answers in the language asked for', async () => {
  const [promotion] = await list('croupier', 'promotion', 'th-TH');
  assert.equal(promotion?.title, 'โบนัสต้อนรับ 100%');
  assert.equal(promotion?.language, 'th-TH');
  const faq = await list('lagoon', 'faq', 'en-US');
  assert.equal(faq[0]?.title, 'How do I create an account?');
  assert.ok(faq.every((entry) => entry.language === 'en-US'));
});

test("no language, or one the brand's content is not written in, answers the default", async () => {
  for (const language of [undefined, 'de-DE', 'th', 'tlh']) {
    const croupier = await list('croupier', 'faq', language);
    const lagoon = await list('lagoon', 'faq', language);
    assert.ok(
      croupier.every((entry) => entry.language === 'en-US'),
      String(language),
    );
    assert.ok(
      lagoon.every((entry) => entry.language === 'id-ID'),
      String(language),
    );
    assert.equal(lagoon[0]?.title, 'Bagaimana cara membuat akun?');
  }
});

test("each seeded entry is written in every language of the site, never in another's words", async () => {
  for (const brandId of ['croupier', 'lagoon']) {
    for (const kind of ['article', 'promotion', 'faq']) {
      const english = await list(brandId, kind, 'en-US');
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'en-US')) {
        const translated = await list(brandId, kind, language);
        assert.deepEqual(
          translated.map((entry) => entry.slug),
          english.map((entry) => entry.slug),
        );
        translated.forEach((entry, index) => {
          assert.equal(entry.language, language, `${brandId} ${entry.slug} in ${language}`);
          assert.notEqual(entry.body, english[index]?.body, `${entry.slug} in ${language}`);
        });
      }
    }
  }
});

test('an entry not written in the asked language falls back to the default alone', async () => {
  await pool.query(
    `INSERT INTO content_entries (brand_id, kind, slug, image, sort, published_at)
     VALUES ('lagoon', 'faq', 'jam-layanan', NULL, 7, now() - interval '1 minute')`,
  );
  await pool.query(
    `INSERT INTO content_texts (brand_id, kind, slug, language, title, summary, body)
     VALUES ('lagoon', 'faq', 'jam-layanan', 'id-ID', 'Kapan layanan buka?', '',
             'Tim dukungan kami siap 24 jam sehari.')`,
  );
  try {
    const faq = await list('lagoon', 'faq', 'th-TH');
    assert.equal(faq.length, 7);
    assert.deepEqual(
      faq.map((entry) => entry.language),
      [...Array<string>(6).fill('th-TH'), 'id-ID'],
    );
    assert.equal(faq[6]?.title, 'Kapan layanan buka?');
    assert.equal(faq[0]?.title, 'ฉันจะสร้างบัญชีได้อย่างไร');
  } finally {
    await pool.query(`DELETE FROM content_entries WHERE slug = 'jam-layanan'`);
  }
});

test('the responsible-play article points players to the tools the site has', async () => {
  const articles = await list('croupier', 'article', 'en-US');
  const article = articles.find((entry) => entry.slug === 'responsible-play-tools');
  for (const tool of ['Responsible gaming page', 'limits', 'reality check', 'time-out']) {
    assert.ok(article?.body.includes(tool), tool);
  }
  assert.ok(!article?.body.includes('contact our support'), 'no tool is left to support');
});

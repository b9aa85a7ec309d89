// Marketing writes a brand's content: texts per language with the default one required, a
// schedule the site keeps to, unpublishing, the audit trail, and edits the seed never undoes.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, prepareAsAtStart, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const marketing = { key: await apiKey(app, 'croupier marketing', ['marketing'], ['croupier']) };
const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const text = (title: string) => ({
  title,
  summary: `${title}, in short`,
  body: `${title}.\n\nTerms.`,
});
const draft = (overrides: object = {}) => ({
  sort: 5,
  image: null,
  link: '/account/reward/bonus/',
  publishedFrom: at(-HOUR_MS),
  publishedUntil: null,
  texts: { 'en-US': text('Free Friday'), 'th-TH': text('ศุกร์ฟรี') },
  ...overrides,
});

const save = (slug: string, body: object, caller = marketing) =>
  adminAs(app, caller, 'PUT', `/brands/croupier/content/promotion/${slug}`, body);

const siteTitles = async (language: string) =>
  (
    await post(app, 'content/list', { brandId: 'croupier', kind: 'promotion', language })
  ).body.data.entries.map((entry: { title: string }) => entry.title);

const auditRows = async (action: string) =>
  (
    await pool.query(
      `SELECT actor, brand_id, target, before, after FROM audit_log WHERE action = $1 ORDER BY id`,
      [action],
    )
  ).rows;

test('a promotion written in two languages shows on the site in each, the default elsewhere', async () => {
  const saved = await save('free-friday', draft());
  assert.equal(saved.statusCode, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.state, 'live');
  assert.deepEqual(Object.keys(saved.body.data.texts).sort(), ['en-US', 'th-TH']);

  assert.ok((await siteTitles('th-TH')).includes('ศุกร์ฟรี'));
  assert.ok((await siteTitles('ja-JP')).includes('Free Friday'), 'no Japanese: the default');

  const list = await adminAs(app, marketing, 'GET', '/brands/croupier/content?kind=promotion');
  assert.equal(list.statusCode, 200);
  assert.equal(list.body.data.defaultLanguage, 'en-US');
  assert.ok(list.body.data.languages.includes('en-US'));
  const entry = list.body.data.entries.find(
    (each: { slug: string }) => each.slug === 'free-friday',
  );
  assert.equal(entry.texts['th-TH'].title, 'ศุกร์ฟรี');
  assert.equal(entry.link, '/account/reward/bonus/');

  const [row] = await auditRows('content.save');
  assert.equal(row.target, 'content:croupier/promotion/free-friday');
  assert.equal(row.brand_id, 'croupier');
  assert.equal(row.before, null);
  assert.equal(row.after.texts['en-US'].title, 'Free Friday');
});

test('an edit replaces the texts: a language left out goes back to the default', async () => {
  const edited = await save('free-friday', draft({ texts: { 'en-US': text('Free Friday!') } }));
  assert.equal(edited.statusCode, 200, JSON.stringify(edited.body));
  assert.ok((await siteTitles('th-TH')).includes('Free Friday!'));
  const rows = await auditRows('content.save');
  assert.equal(rows.at(-1).before.texts['th-TH'].title, 'ศุกร์ฟรี');
  assert.equal(rows.at(-1).after.texts['th-TH'], undefined);
});

test('a scheduled entry waits for its start and an ended one is gone', async () => {
  const scheduled = await save('next-week', draft({ publishedFrom: at(7 * 24 * HOUR_MS) }));
  assert.equal(scheduled.body.data.state, 'scheduled');
  const ended = await save(
    'last-week',
    draft({ publishedFrom: at(-48 * HOUR_MS), publishedUntil: at(-24 * HOUR_MS) }),
  );
  assert.equal(ended.body.data.state, 'ended');
  const titles = await siteTitles('en-US');
  assert.equal(titles.filter((title: string) => title === 'Free Friday').length, 0);
  assert.equal(titles.filter((title: string) => title === 'Free Friday!').length, 1);
});

test('unpublishing takes an entry off the site now, audited; an unknown one is 404', async () => {
  const unpublished = await adminAs(
    app,
    marketing,
    'POST',
    '/brands/croupier/content/promotion/free-friday/unpublish',
  );
  assert.equal(unpublished.statusCode, 200, JSON.stringify(unpublished.body));
  assert.equal(unpublished.body.data.state, 'ended');
  assert.ok(!(await siteTitles('en-US')).includes('Free Friday!'));
  const [row] = await auditRows('content.unpublish');
  assert.deepEqual([row.before.state, row.after.state], ['live', 'ended']);

  const scheduled = await adminAs(
    app,
    marketing,
    'POST',
    '/brands/croupier/content/promotion/next-week/unpublish',
  );
  assert.equal(scheduled.body.data.state, 'ended', 'a scheduled entry never shows');

  const unknown = await adminAs(
    app,
    marketing,
    'POST',
    '/brands/croupier/content/faq/nothing/unpublish',
  );
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});

test('bad drafts are refused with a reason and change nothing', async () => {
  const refusals: [string, object][] = [
    ['without the default language', draft({ texts: { 'th-TH': text('ศุกร์') } })],
    ['ending before it starts', draft({ publishedUntil: at(-2 * HOUR_MS) })],
    ['with an empty title', draft({ texts: { 'en-US': { ...text('x'), title: '' } } })],
    ['with a blank body', draft({ texts: { 'en-US': { ...text('x'), body: '  ' } } })],
    ['in an unknown language', draft({ texts: { 'en-US': text('x'), 'xx-XX': text('x') } })],
    ['with a link off the site', draft({ link: 'https://example.com/' })],
    ['with an unknown field', { ...draft(), colour: 'red' }],
  ];
  for (const [label, body] of refusals) {
    const refused = await save('refused', body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], label);
  }
  const badSlug = await save('Not A Slug', draft());
  assert.deepEqual([badSlug.statusCode, badSlug.body.errorCode], [400, 2]);
  const { rows } = await pool.query(`SELECT 1 FROM content_entries WHERE slug = 'refused'`);
  assert.equal(rows.length, 0);
});

test('content is marketing’s, of its own brands', async () => {
  const lagoonOnly = { key: await apiKey(app, 'lagoon marketing', ['marketing'], ['lagoon']) };
  const outside = await save('free-friday', draft(), lagoonOnly);
  assert.deepEqual([outside.statusCode, outside.body.errorCode], [403, 30]);
  const support = { key: await apiKey(app, 'support', ['support']) };
  const refused = await adminAs(app, support, 'GET', '/brands/croupier/content?kind=faq');
  assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30]);
  const unknown = await adminAs(app, marketing, 'GET', '/brands/croupier/content?kind=banner');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [400, 2]);
});

test('an edited seeded entry keeps its text when the seed runs again at start-up', async () => {
  const list = await adminAs(app, marketing, 'GET', '/brands/croupier/content?kind=promotion');
  const seeded = list.body.data.entries.find(
    (each: { slug: string }) => each.slug === 'weekly-cashback',
  );
  const { kind: _kind, slug: _slug, state: _state, updatedAt: _updatedAt, ...stored } = seeded;
  const edited = await save('weekly-cashback', {
    ...stored,
    texts: { ...stored.texts, 'en-US': text('Cashback every Monday') },
  });
  assert.equal(edited.statusCode, 200, JSON.stringify(edited.body));

  await prepareAsAtStart(ownerPool);
  assert.ok((await siteTitles('en-US')).includes('Cashback every Monday'));
  const untouched = (await siteTitles('en-US')).filter(
    (title: string) => title !== 'Cashback every Monday',
  );
  assert.ok(untouched.length > 0, 'the other seeded promotions are still there');
});

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { post, prepareAsAtStart, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, pool, ownerPool, close } = await startTestApp();
after(close);

const lagoonConfig = async () =>
  (await post(app, 'brand/config', { domain: '127.0.0.1' })).body.data;

const lagoonMarketing = { key: await apiKey(app, 'lagoon marketing', ['marketing'], ['lagoon']) };
const everyBrandMarketing = { key: await apiKey(app, 'marketing', ['marketing']) };

test('marketing changes a brand’s theme and languages, its site reads them next, and a restart keeps them', async () => {
  const caller = lagoonMarketing;
  const read = await adminAs(app, caller, 'GET', '/brands/lagoon/settings');
  assert.equal(read.statusCode, 200);
  const original = read.body.data;
  assert.equal(original.brandName, 'Blue Lagoon Casino');
  assert.equal(original.themeConfig.gradientColor, 'bluelagoon');
  assert.deepEqual(original.languages, ['id-ID', 'en-US', 'ms-MY', 'th-TH', 'vi-VN', 'zh-CN']);

  const changed = await adminAs(app, caller, 'POST', '/brands/lagoon/settings', {
    themeConfig: { ...original.themeConfig, gradientColor: 'carbon', navbar: '#202020' },
    languages: ['en-US', 'ja-JP'],
    defaultLanguage: 'ja-JP',
    liveChat: { isActive: true, url: 'https://chat.lagoon.example/' },
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.equal(changed.body.data.logo, original.logo, 'what the body leaves out stays');

  const answer = await post(app, 'brand/config', { domain: '127.0.0.1' });
  // A POST answer without an ETag or freshness is never stored: the next load reads the change.
  assert.equal(answer.headers.etag, undefined);
  assert.equal(answer.headers['cache-control'], undefined);
  const site = answer.body.data;
  assert.equal(site.themeConfig.gradientColor, 'carbon');
  assert.equal(site.themeConfig.navbar, '#202020');
  assert.equal(site.defaultLanguage, 'ja-JP');
  assert.deepEqual(
    site.langOption.filter((option: { isDisplay: boolean }) => option.isDisplay),
    [
      { lang: 'English', langCode: 'en-US', isDisplay: true, order: 1 },
      { lang: '日本語', langCode: 'ja-JP', isDisplay: true, order: 2 },
    ],
  );
  assert.equal(site.langOption.length, 15, 'every language stays listed, the others hidden');
  assert.deepEqual(site.liveChat, { isActive: true, url: 'https://chat.lagoon.example/' });
  const croupier = (await post(app, 'brand/config', { domain: 'localhost' })).body.data;
  assert.equal(croupier.themeConfig.gradientColor, 'gold', 'the other brand is untouched');

  // Start-up migrates and seeds again: the operator's settings must survive it.
  await prepareAsAtStart(ownerPool);
  assert.equal((await lagoonConfig()).themeConfig.gradientColor, 'carbon');

  const { rows } = await pool.query(
    `SELECT actor, brand_id, target, before, after FROM audit_log
     WHERE action = 'brand.change-settings' ORDER BY id DESC LIMIT 1`,
  );
  assert.equal(rows[0].brand_id, 'lagoon');
  assert.equal(rows[0].target, 'brand:lagoon');
  assert.equal(rows[0].before.themeConfig.gradientColor, 'bluelagoon');
  assert.equal(rows[0].after.themeConfig.gradientColor, 'carbon');
  assert.deepEqual(Object.keys(rows[0].after).sort(), [
    'defaultLanguage',
    'languages',
    'liveChat',
    'themeConfig',
  ]);

  const { brandId: _brandId, brandName: _brandName, ...settings } = original;
  const restored = await adminAs(app, caller, 'POST', '/brands/lagoon/settings', settings);
  assert.equal(restored.statusCode, 200);
  assert.deepEqual(restored.body.data, original);
});

test('bad settings are errorCode 2 and change nothing', async () => {
  const caller = lagoonMarketing;
  const before = await lagoonConfig();
  const theme = before.themeConfig;
  for (const body of [
    { languages: ['id-ID', 'xx-XX'] },
    { defaultLanguage: 'de-DE' },
    { themeConfig: { ...theme, gradientColor: 'rainbow' } },
    { themeConfig: { ...theme, navbar: 'blue' } },
    { logo: 'javascript:alert(1)' },
    { logo: '//evil.example/logo.svg' },
    { logo: 'not a url' },
    // Images come from the site itself: its CSP would block another host's.
    { logo: 'https://cdn.example/logo.svg' },
    { logo: 'http://lagoon.example/logo.svg' },
    { logo: '/\\evil.example/logo.svg' },
    { liveChat: { isActive: true, url: 'ftp://chat.example/' } },
    { liveChat: { isActive: true, url: '' } },
    { languages: ['en-US'], defaultLanguage: 'id-ID' },
    { languages: ['en-US', 'en-US'] },
    { jackpot: { ...before.jackpot, minIncrement: 5, maxIncrement: 1 } },
    {
      banners: {
        ...before.banners,
        home: { desktop: [{ img: 'banner.png', redirect: '/', order: 1 }], mobile: [] },
      },
    },
    {
      banners: {
        ...before.banners,
        home: {
          desktop: [{ img: 'https://cdn.example/banner.png', redirect: '/', order: 1 }],
          mobile: [],
        },
      },
    },
    {
      banners: {
        ...before.banners,
        home: {
          desktop: [
            {
              img: '/banner.png',
              redirect: '/',
              order: 1,
              from: '2030-01-02T00:00:00.000Z',
              until: '2030-01-01T00:00:00.000Z',
            },
          ],
          mobile: [],
        },
      },
    },
    {
      banners: {
        ...before.banners,
        home: { desktop: [{ img: '/b.png', redirect: '/', order: 1, from: 'soon' }], mobile: [] },
      },
    },
    { homepageWidget: { referral: 'yes' } },
    { homepageWidget: { announcement: 'Hi', unknown: true } },
    { brandName: 'Renamed' },
    {},
  ]) {
    const refused = await adminAs(app, caller, 'POST', '/brands/lagoon/settings', body);
    assert.deepEqual(
      [refused.statusCode, refused.body.errorCode],
      [400, 2],
      `${JSON.stringify(body)}: ${JSON.stringify(refused.body)}`,
    );
  }
  assert.deepEqual(await lagoonConfig(), before);
});

test('a banner shows on the site only within its schedule, which the site is not told', async () => {
  const read = await adminAs(app, everyBrandMarketing, 'GET', '/brands/croupier/settings');
  assert.equal(read.statusCode, 200, JSON.stringify(read.body));
  const { banners } = read.body.data;
  const day = 24 * 60 * 60 * 1000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const banner = (img: string, order: number, schedule: object = {}) => ({
    img,
    redirect: '/promotions/',
    order,
    ...schedule,
  });
  const desktop = [
    banner('/always.png', 1),
    banner('/coming.png', 2, { from: at(day) }),
    banner('/over.png', 3, { until: at(-day) }),
    banner('/now.png', 4, { from: at(-day), until: at(day) }),
  ];
  const changed = await adminAs(app, everyBrandMarketing, 'POST', '/brands/croupier/settings', {
    banners: { ...banners, home: { ...banners.home, desktop } },
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body.data.banners.home.desktop, desktop, 'staff see every schedule');
  const config = await post(app, 'brand/config', { domain: 'localhost' });
  assert.equal(config.statusCode, 200, JSON.stringify(config.body));
  const site = config.body.data;
  assert.deepEqual(site.banners.home.desktop, [
    { img: '/always.png', redirect: '/promotions/', order: 1 },
    { img: '/now.png', redirect: '/promotions/', order: 4 },
  ]);
  assert.deepEqual(site.banners.home.mobile, banners.home.mobile);
});

test('settings stay inside the caller’s roles and brands', async () => {
  const lagoonOnly = lagoonMarketing;
  const brands = await adminAs(app, lagoonOnly, 'GET', '/brands');
  assert.deepEqual(brands.body.data, [{ brandId: 'lagoon', name: 'Blue Lagoon Casino' }]);
  const everyBrand = await adminAs(app, everyBrandMarketing, 'GET', '/brands');
  assert.deepEqual(
    everyBrand.body.data.map((brand: { brandId: string }) => brand.brandId),
    ['croupier', 'lagoon'],
  );

  for (const [method, body] of [
    ['GET', undefined],
    ['POST', { homepageWidget: { referral: false, announcement: 'Hi' } }],
  ] as const) {
    const refused = await adminAs(app, lagoonOnly, method, '/brands/croupier/settings', body);
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [403, 30]);
  }
  const release = { key: await apiKey(app, 'release robot', ['release']) };
  const byRelease = await adminAs(app, release, 'POST', '/brands/lagoon/settings', {
    homepageWidget: { referral: false, announcement: 'Hi' },
  });
  assert.deepEqual([byRelease.statusCode, byRelease.body.errorCode], [403, 30]);
  const unknown = await adminAs(app, everyBrandMarketing, 'GET', '/brands/nobody/settings');
  assert.deepEqual([unknown.statusCode, unknown.body.errorCode], [404, 6]);
});

test('a changed announcement shows in every language, not an older translation', async () => {
  const before = (await post(app, 'brand/config', { domain: 'localhost' })).body.data;
  assert.ok(before.homepageWidget.announcementTranslations['th-TH'], 'the seed translates it');
  const { homepageWidget } = (
    await adminAs(app, everyBrandMarketing, 'GET', '/brands/croupier/settings')
  ).body.data;

  // Saving the same text keeps the translations.
  const same = await adminAs(app, everyBrandMarketing, 'POST', '/brands/croupier/settings', {
    homepageWidget: { ...homepageWidget, referral: !homepageWidget.referral },
  });
  assert.equal(same.statusCode, 200, JSON.stringify(same.body));
  const kept = (await post(app, 'brand/config', { domain: 'localhost' })).body.data;
  assert.deepEqual(
    kept.homepageWidget.announcementTranslations,
    before.homepageWidget.announcementTranslations,
  );

  const changed = await adminAs(app, everyBrandMarketing, 'POST', '/brands/croupier/settings', {
    homepageWidget: { ...homepageWidget, announcement: 'Maintenance tonight at 23:00 UTC' },
  });
  assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
  const site = (await post(app, 'brand/config', { domain: 'localhost' })).body.data;
  assert.equal(site.homepageWidget.announcement, 'Maintenance tonight at 23:00 UTC');
  assert.equal(site.homepageWidget.announcementTranslations, undefined);
});

test('the announcement is translated per language, scheduled and unpublished, and the site shows it only in its time', async () => {
  const settingsPath = '/brands/lagoon/settings';
  const { homepageWidget } = (await adminAs(app, lagoonMarketing, 'GET', settingsPath)).body.data;
  const save = (widget: object) =>
    adminAs(app, lagoonMarketing, 'POST', settingsPath, { homepageWidget: widget });
  const hour = 60 * 60 * 1000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  const saved = await save({
    referral: homepageWidget.referral,
    announcement: 'Cashback every Monday',
    announcementTranslations: { 'th-TH': 'เงินคืนทุกวันจันทร์' },
    announcementFrom: at(-hour),
    announcementUntil: at(hour),
  });
  assert.equal(saved.statusCode, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.data.homepageWidget.announcementTranslations, {
    'th-TH': 'เงินคืนทุกวันจันทร์',
  });
  const live = (await lagoonConfig()).homepageWidget;
  assert.equal(live.announcement, 'Cashback every Monday');
  assert.deepEqual(live.announcementTranslations, { 'th-TH': 'เงินคืนทุกวันจันทร์' });
  assert.equal('announcementFrom' in live, false, 'the site is not told the schedule');

  // A new text keeps the translations written with it, not those of the text it replaced.
  const rewritten = await save({
    ...saved.body.data.homepageWidget,
    announcement: 'Cashback every Tuesday',
    announcementTranslations: {
      'th-TH': 'เงินคืนทุกวันจันทร์',
      'vi-VN': 'Hoàn tiền mỗi thứ Ba',
    },
  });
  assert.equal(rewritten.statusCode, 200, JSON.stringify(rewritten.body));
  assert.deepEqual((await lagoonConfig()).homepageWidget.announcementTranslations, {
    'vi-VN': 'Hoàn tiền mỗi thứ Ba',
  });

  // Scheduled for later, or unpublished (ended now): the site shows none, and keeps no text.
  for (const schedule of [
    { announcementFrom: at(hour), announcementUntil: null },
    { announcementFrom: at(-hour), announcementUntil: at(-1000) },
  ]) {
    const changed = await save({ ...rewritten.body.data.homepageWidget, ...schedule });
    assert.equal(changed.statusCode, 200, JSON.stringify(changed.body));
    const hidden = (await lagoonConfig()).homepageWidget;
    assert.equal(hidden.announcement, '');
    assert.equal(hidden.announcementTranslations, undefined);
  }

  for (const [refused, message] of [
    [{ announcementFrom: at(hour), announcementUntil: at(-hour) }, /must end after it starts/],
    [{ announcementTranslations: { 'id-ID': 'Bahasa utama' } }, /default language/],
    [{ announcementTranslations: { 'th-TH': '' } }, /must NOT have fewer than 1 characters/],
  ] as const) {
    const answer = await save({ ...rewritten.body.data.homepageWidget, ...refused });
    assert.equal(answer.statusCode, 400, JSON.stringify(refused));
    assert.match(answer.body.message, message);
  }
});

test('the brand page and the content section each save only their own widget fields', async () => {
  const settingsPath = '/brands/lagoon/settings';
  const save = (body: object) => adminAs(app, lagoonMarketing, 'POST', settingsPath, body);
  // The brand page is opened: its copy of the settings is read now.
  const opened = (await adminAs(app, lagoonMarketing, 'GET', settingsPath)).body.data;

  // Meanwhile the content section changes the announcement.
  const announced = await save({
    homepageWidget: {
      announcement: 'Free spins every Friday',
      announcementTranslations: { 'th-TH': 'ฟรีสปินทุกวันศุกร์' },
      announcementFrom: null,
      announcementUntil: null,
    },
  });
  assert.equal(announced.statusCode, 200, JSON.stringify(announced.body));
  assert.equal(announced.body.data.homepageWidget.referral, opened.homepageWidget.referral);

  // The brand page saves the fields it shows, from its older copy: the announcement survives.
  const branded = await save({
    themeConfig: opened.themeConfig,
    logo: opened.logo,
    languages: opened.languages,
    defaultLanguage: opened.defaultLanguage,
    jackpot: opened.jackpot,
    liveChat: opened.liveChat,
    homepageWidget: { referral: !opened.homepageWidget.referral },
  });
  assert.equal(branded.statusCode, 200, JSON.stringify(branded.body));
  const site = (await lagoonConfig()).homepageWidget;
  assert.equal(site.announcement, 'Free spins every Friday');
  assert.deepEqual(site.announcementTranslations, { 'th-TH': 'ฟรีสปินทุกวันศุกร์' });
  assert.equal(site.referral, !opened.homepageWidget.referral);

  const empty = await save({ homepageWidget: {} });
  assert.equal(empty.statusCode, 400, 'a widget change names at least one field');
  await save({ homepageWidget: opened.homepageWidget });
});

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { BrandConfigSchema, LANGUAGE_CODES } from '@croupier/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';

import { post, startTestApp } from '../../../test/harness.js';
import { normalizeDomain } from './domain.js';

const { app, pool, close } = await startTestApp();
after(close);

const brandConfig = TypeCompiler.Compile(BrandConfigSchema);

async function configFor(domain: string) {
  const response = await post(app, 'brand/config', { domain });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errorCode, 0);
  return response.body.data;
}

test('normalizeDomain keeps the host name only', () => {
  assert.equal(normalizeDomain('LocalHost'), 'localhost');
  assert.equal(normalizeDomain('localhost:3000'), 'localhost');
  assert.equal(normalizeDomain('http://127.0.0.1:3000/games/'), '127.0.0.1');
  assert.equal(normalizeDomain('example.com.'), 'example.com');
  assert.equal(normalizeDomain('  '), null);
  assert.equal(normalizeDomain('http://'), null);
});

test('croupier is served for localhost with every BrandConfig field', async () => {
  const config = await configFor('localhost:3000');
  assert.ok(brandConfig.Check(config), JSON.stringify([...brandConfig.Errors(config)][0]));
  assert.equal(config.brandId, 'croupier');
  assert.equal(config.brandName, 'Croupier Gold');
  assert.equal(config.themeConfig.gradientColor, 'gold');
  assert.equal(config.defaultLanguage, 'en-US');
  assert.equal(config.homepageWidget.referral, true);
  assert.deepEqual(config.jackpot, {
    currency: 'IDR',
    minIncrement: 10000,
    maxIncrement: 100000,
    isActive: true,
    // The pool's value: its seed, as no bet has fed it yet.
    totalJackpot: '1250000000.00',
  });
  assert.deepEqual(config.authSetting.registerSetting, {
    useEmail: true,
    usePassword: true,
    usePhoneNumber: true,
    useBank: true,
    requireDateOfBirth: true,
    minimumAge: 18,
    promptDepositLimit: true,
  });
  assert.deepEqual(config.paymentAccountSettings, {
    requireAccount: true,
    allowedTypes: ['bank', 'eWallet'],
    updateAccount: false,
    multipleAccount: false,
  });
  assert.deepEqual(
    config.langOption.map((option: { langCode: string }) => option.langCode).sort(),
    [...LANGUAGE_CODES].sort(),
  );
  assert.ok(config.banners.home.desktop.length >= 2 && config.banners.home.mobile.length >= 2);
  assert.deepEqual(config.remotes, [
    {
      name: 'games',
      entry: 'http://localhost:3001/mf-manifest.json',
      enabled: true,
      version: '0.1.0',
    },
    {
      name: 'wallet',
      entry: 'http://localhost:3002/mf-manifest.json',
      enabled: true,
      version: '0.1.0',
    },
    {
      name: 'account',
      entry: 'http://localhost:3003/mf-manifest.json',
      enabled: true,
      version: '0.1.0',
    },
    {
      name: 'referral',
      entry: 'http://localhost:3004/mf-manifest.json',
      enabled: true,
      version: '0.1.0',
    },
  ]);
});

test('lagoon is served for 127.0.0.1 with its own theme, language and registry', async () => {
  const config = await configFor('127.0.0.1');
  assert.ok(brandConfig.Check(config));
  assert.equal(config.brandId, 'lagoon');
  assert.equal(config.brandName, 'Blue Lagoon Casino');
  assert.equal(config.themeConfig.gradientColor, 'bluelagoon');
  assert.equal(config.defaultLanguage, 'id-ID');
  assert.equal(config.jackpot.isActive, false);
  assert.equal(config.homepageWidget.referral, false);
  const referral = config.remotes.find((remote: { name: string }) => remote.name === 'referral');
  assert.equal(referral?.enabled, false);
  assert.equal(config.langOption.length, 15);
});

test('each brand announces in every language of the site, its default one as announcement', async () => {
  for (const [domain, greeting] of [
    ['localhost', 'Weekly cashback every Monday. Play responsibly.'],
    ['127.0.0.1', 'Selamat datang di Blue Lagoon Casino!'],
  ] as const) {
    const { homepageWidget, defaultLanguage } = await configFor(domain);
    assert.equal(homepageWidget.announcement, greeting);
    assert.deepEqual(Object.keys(homepageWidget.announcementTranslations), [...LANGUAGE_CODES]);
    assert.equal(homepageWidget.announcementTranslations[defaultLanguage], greeting);
    const translations = new Set(Object.values(homepageWidget.announcementTranslations));
    assert.equal(translations.size, LANGUAGE_CODES.length, 'no language repeats another');
  }
});

test('an unknown domain gets the default brand', async () => {
  assert.equal((await configFor('casino.unknown.example')).brandId, 'croupier');
  assert.equal((await configFor('::::')).brandId, 'croupier');
});

test('the remote registry is read from the database', async () => {
  await pool.query(
    `UPDATE remote_registry SET entry = 'https://cdn.example/games/2/mf-manifest.json',
       version = '2.0.0' WHERE brand_id = 'lagoon' AND name = 'games'`,
  );
  const config = await configFor('127.0.0.1');
  assert.deepEqual(config.remotes[0], {
    name: 'games',
    entry: 'https://cdn.example/games/2/mf-manifest.json',
    enabled: true,
    version: '2.0.0',
  });
});

test('brand/config validates its body', async () => {
  for (const body of [{}, { domain: '' }, { domain: 7 }, { domain: 'localhost', extra: true }]) {
    const response = await post(app, 'brand/config', body);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir } from '../src/apps.mjs';

const SOURCE_LANGUAGE = 'en-US';
/** The product's languages, read from their one definition in @croupier/contracts. */
const LANGUAGES = languageCodes(
  fs.readFileSync(new URL('../../contracts/src/codes.ts', import.meta.url), 'utf8'),
);
/** Values that are the same word in that language (key → languages). */
const SAME_AS_ENGLISH = {
  'auth.password': ['it-IT'],
  'rg.minutesValue': ['es-ES', 'fr-FR', 'it-IT', 'ms-MY', 'pt-PT'],
  'rg.type': ['tr-TR'],
  'originals.mines.count': ['fr-FR'],
  // Product names: Croupier Originals and its games are named alike in every language.
  'brands.originals.title': ['id-ID'],
  'brands.originals.games.dice': ['id-ID'],
  'brands.originals.games.limbo': ['id-ID'],
  'brands.originals.games.mines': ['id-ID'],
  'brands.originals.games.plinko': ['id-ID'],
  'originals.plinko.risk': ['tr-TR'],
  'rg.limit': ['tr-TR'],
  'rg.types.deposit': ['id-ID', 'ms-MY'],
  'rg.actions': ['fr-FR'],
  'staff.status': ['id-ID'],
  'players.email': ['id-ID'],
  'players.status': ['id-ID'],
  'players.transactionStatus': ['id-ID'],
  'players.transactionTypes.BONUS': ['id-ID'],
  'players.deviceTypes.tablet': ['id-ID'],
  'players.deviceTypes.tv': ['id-ID'],
  'players.deviceTypes.bot': ['id-ID'],
  'players.ggr': ['id-ID'],
  'players.adjustment.columns.status': ['id-ID'],
  'players.limitTypes.deposit': ['id-ID'],
  'menu.open': ['fr-FR', 'id-ID', 'it-IT', 'ms-MY', 'pt-PT', 'vi-VN'],
  'nav.menu': ['id-ID'],
  // Placeholders and punctuation only.
  'queue.refusedOne': ['id-ID'],
  'bonus.terms.weight': [
    'es-ES',
    'hi-IN',
    'id-ID',
    'it-IT',
    'ja-JP',
    'ko-KR',
    'ms-MY',
    'pt-PT',
    'ru-RU',
    'th-TH',
    'vi-VN',
    'zh-CN',
  ],
  'bonus.offer': ['fr-FR', 'id-ID', 'it-IT', 'ms-MY', 'tr-TR'],
  'bonus.entry.game': ['id-ID'],
  'depositOffer.legend': ['fr-FR', 'id-ID', 'it-IT', 'ms-MY', 'tr-TR'],
  'wallet.bonus': ['fr-FR', 'id-ID', 'it-IT', 'ms-MY', 'tr-TR'],
  // Gross and net gaming revenue keep their English abbreviations in Indonesian reports.
  'dashboard.ggr': ['id-ID'],
  'dashboard.ngr': ['id-ID'],
  // FAQ and the aggregator's name read the same in Indonesian.
  'content.kinds.faq': ['id-ID'],
  'hub88.reconciliation.hub88': ['id-ID'],
  'reports.columns.ggr': ['id-ID'],
  'reports.columns.ngr': ['id-ID'],
  'brands.jackpot.title': ['id-ID'],
  'brands.banners.listTitle': ['id-ID'],
  'brands.banners.layouts.desktop': ['id-ID'],
  'realityCheck.duration': ['es-ES', 'fr-FR', 'it-IT', 'pt-PT'],
  // The back office's bonus offers: the same words, or only figures and signs, in Indonesian.
  'offers.status': ['id-ID'],
  'offers.grants.status': ['id-ID'],
  'offers.kinds.manual': ['id-ID'],
  'offers.wageringBases.bonus': ['id-ID'],
  'offers.wageringBases.bonus_deposit': ['id-ID'],
  'offers.summary.percent': ['id-ID'],
  'offers.summary.wagering': ['id-ID'],
};

function languageCodes(source) {
  const list = source.match(/LANGUAGE_CODES = \[([^\]]*)\]/)?.[1] ?? '';
  const codes = [...list.matchAll(/'([a-z]{2}-[A-Z]{2})'/g)].map((match) => match[1]);
  assert.ok(codes.includes(SOURCE_LANGUAGE), 'LANGUAGE_CODES is read from contracts/src/codes.ts');
  return codes;
}

function flatten(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function placeholders(text) {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
}

/** Remotes publish /locales/{lng}/{ns}.json; the back office bundles src/locales/{lng}.json. */
function readLocale(app, language, namespace) {
  const file = app.bundledLanguages
    ? path.join(appDir(app), 'src/locales', `${language}.json`)
    : path.join(appDir(app), 'public/locales', language, `${namespace}.json`);
  return new Map(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

for (const app of APPS) {
  const namespace = app.name;
  const source = readLocale(app, SOURCE_LANGUAGE, namespace);

  describe(`${app.dir} translations (${namespace})`, () => {
    const languages = app.bundledLanguages ?? LANGUAGES;
    for (const language of languages.filter((candidate) => candidate !== SOURCE_LANGUAGE)) {
      it(`${language} has every key, translated, with its placeholders`, () => {
        const translated = readLocale(app, language, namespace);
        assert.deepEqual([...translated.keys()].sort(), [...source.keys()].sort());
        for (const [key, english] of source) {
          const value = translated.get(key);
          assert.ok(value.trim().length > 0, `${language} ${key} is empty`);
          assert.deepEqual(
            placeholders(value),
            placeholders(english),
            `${language} ${key} placeholders`,
          );
          if (!SAME_AS_ENGLISH[key]?.includes(language)) {
            assert.notEqual(value, english, `${language} ${key} is left in English`);
          }
        }
      });
    }
  });
}

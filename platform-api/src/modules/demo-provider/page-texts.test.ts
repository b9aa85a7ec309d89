import assert from 'node:assert/strict';
import { test } from 'node:test';

import { LANGUAGE_CODES } from '@croupier/contracts';

import { PLAY_PAGE_TEXTS, playPageLanguage } from './page-texts.js';

const english = PLAY_PAGE_TEXTS['en-US'];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

test('every language fills in the same placeholders as English', () => {
  for (const language of LANGUAGE_CODES) {
    for (const [key, text] of Object.entries(PLAY_PAGE_TEXTS[language])) {
      const englishText = english[key as keyof typeof english];
      assert.deepEqual(placeholders(text), placeholders(englishText), `${language} ${key}`);
    }
  }
});

test('no language is a copy of English', () => {
  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en-US')) {
    const texts = Object.entries(PLAY_PAGE_TEXTS[language]);
    const copied = texts.filter(([key, text]) => text === english[key as keyof typeof english]);
    // A few words are the same in some languages ("Target" in Indonesian).
    assert.ok(copied.length <= 2, `${language} copies ${copied.map(([key]) => key).join(', ')}`);
  }
});

test('the page speaks one of the site’s languages, else English', () => {
  assert.equal(playPageLanguage('th-TH'), 'th-TH');
  assert.equal(playPageLanguage('th'), 'en-US');
  assert.equal(playPageLanguage(undefined), 'en-US');
});

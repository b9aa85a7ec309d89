import assert from 'node:assert/strict';
import { test } from 'node:test';

import { maskUsername } from './usernames.js';

test('a masked username keeps two characters at each end of a long name', () => {
  assert.equal(maskUsername('abcdefyz'), 'ab***yz');
  assert.equal(maskUsername('averylongname'), 'av***me');
});

test('a masked username never shows more than half of a short name', () => {
  assert.equal(maskUsername('qkqk'), 'q***k');
  assert.equal(maskUsername('abcdefg'), 'a***g');
  assert.equal(maskUsername('abc'), '***');
  assert.equal(maskUsername('a'), '***');
  for (let length = 1; length <= 20; length += 1) {
    const name = 'x'.repeat(length);
    const shown = maskUsername(name).replace('***', '').length;
    assert.ok(shown * 2 <= length, `${length} characters show ${shown}`);
  }
});

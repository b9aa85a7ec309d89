import assert from 'node:assert/strict';
import { test } from 'node:test';

import { newSessionToken, parseAuthorizerHeader } from './session-token.js';

test('a session token is the literal prefix plus 256 random bits', () => {
  const token = newSessionToken();
  assert.match(token, /^sessiontoken[A-Za-z0-9_-]{43}$/);
  assert.notEqual(newSessionToken(), token);
});

test('the authorizer header is length, brand, token', () => {
  assert.deepEqual(parseAuthorizerHeader('15croupiersessiontokenAbc'), [
    { brandId: 'croupier', token: 'sessiontokenAbc' },
  ]);
});

test('a brandId starting with digits is found by trying each length prefix', () => {
  const token = newSessionToken();
  const candidates = parseAuthorizerHeader(`${token.length}888casino${token}`);
  assert.deepEqual(candidates, [{ brandId: '888casino', token }]);
});

test('malformed headers give no candidates', () => {
  for (const header of [
    '',
    'croupiersessiontokenAbc',
    '15croupier',
    '15croupierxxxxxxxxxxxxxxx',
    '3croupiersessiontokenAbc',
    '99999croupiersessiontokenAbc',
    '15sessiontokenAbc',
  ]) {
    assert.deepEqual(parseAuthorizerHeader(header), [], header);
  }
});

// A body nested thousands of levels deep is refused as bad input (400), before any route reads it,
// on every route that takes JSON, authenticated or not.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { startTestApp } from '../../test/harness.js';
import { MAX_JSON_DEPTH } from './storable-input.js';

const { app, close } = await startTestApp();
after(close);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

for (const url of ['/graphql', '/v1/depowd', '/v1/kyc/upload', '/v1/login3']) {
  test(`${url} refuses a body nested 9,000 levels deep with 400`, async () => {
    for (const payload of [nested(9_000), nestedObject(9_000)]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().errorCode, 2);
      assert.doesNotMatch(response.body, /RangeError|stack/i);
    }
  });
}

test('a body at the depth bound is read as usual', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/login3',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      username: 'nobody',
      password: JSON.parse(nested(MAX_JSON_DEPTH - 1)),
    }),
  });
  // The schema refuses the array, by its own message, not the depth bound.
  assert.equal(response.statusCode, 400);
  assert.doesNotMatch(response.json().message, /deep/);
});

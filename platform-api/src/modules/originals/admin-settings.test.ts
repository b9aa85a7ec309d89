// The owner's settings of an original refused as the contract says: an edge above 5 % is a clear
// errorCode 2 and changes nothing, never a database error.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import { startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey } from '../../../test/operators.js';

const { app, close } = await startTestApp();
after(close);

test('an edge between 5 % and 6 % is refused as bad input and the edge stays', async () => {
  const owner = { key: await apiKey(app, 'originals edge owner', ['owner']) };
  for (const edge of ['0.055', '0.0501', '0.059']) {
    const refused = await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', { edge });
    assert.deepEqual([refused.statusCode, refused.body.errorCode], [400, 2], edge);
  }
  const ceiling = await adminAs(app, owner, 'POST', '/brands/croupier/originals/dice', {
    edge: '0.05',
  });
  assert.equal(ceiling.statusCode, 200, JSON.stringify(ceiling.body));
  const listed = await adminAs(app, owner, 'GET', '/brands/croupier/originals');
  assert.equal(listed.body.data[0].edge, '0.05');
});

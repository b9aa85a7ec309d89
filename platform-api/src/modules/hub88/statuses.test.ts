import assert from 'node:assert/strict';
import { test } from 'node:test';

import { statusOfRefusal } from './statuses.js';

test('refusals raised in SQL map to Hub88 statuses, limits included', () => {
  assert.equal(statusOfRefusal('RS_ERROR_LIMIT_REACHED'), 'RS_ERROR_LIMIT_REACHED');
  assert.equal(statusOfRefusal('RS_ERROR_NOT_ENOUGH_MONEY'), 'RS_ERROR_NOT_ENOUGH_MONEY');
  assert.equal(statusOfRefusal('providerTransactionConflict'), 'RS_ERROR_DUPLICATE_TRANSACTION');
  assert.equal(
    statusOfRefusal('providerTransactionRolledBack'),
    'RS_ERROR_TRANSACTION_ROLLED_BACK',
  );
  assert.equal(statusOfRefusal('badRequest'), 'RS_ERROR_WRONG_TYPES');
  assert.equal(statusOfRefusal('somethingElse'), null);
  assert.equal(statusOfRefusal(undefined), null);
});

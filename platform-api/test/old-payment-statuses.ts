// Test support for the tests that run an old migration again: the payments' statuses back in the
// words they were stored in before migration 0082 (PENDING, SUCCESS, DECLINED, HELD, RETURNED),
// with the constraints that name the new words dropped. For the table's owner, in a transaction
// that is rolled back.

import type pg from 'pg';

export async function respellPaymentStatusesBefore0082(client: pg.PoolClient): Promise<void> {
  await client.query(`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check,
      DROP CONSTRAINT payments_reason_check, DROP CONSTRAINT payments_hold_check;
    ALTER TABLE payments DISABLE TRIGGER USER;
    UPDATE payments SET status = upper(replace(status, 'approved', 'success'));
    ALTER TABLE payments ENABLE TRIGGER USER;`);
}

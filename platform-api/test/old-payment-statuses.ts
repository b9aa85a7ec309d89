// Test support for the tests that run an old migration again: the payments' statuses back in the
// words they were stored in before migration 0082 (PENDING, SUCCESS, DECLINED, HELD, RETURNED),
// with the constraints as they were then. For the table's owner, in a transaction that is rolled
// back.

import type pg from 'pg';

export async function respellPaymentStatusesBefore0082(client: pg.PoolClient): Promise<void> {
  await client.query(`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check,
      DROP CONSTRAINT payments_reason_check, DROP CONSTRAINT payments_hold_check;
    ALTER TABLE payments DISABLE TRIGGER USER;
    UPDATE payments SET status = upper(replace(status, 'approved', 'success'));
    ALTER TABLE payments ENABLE TRIGGER USER;
    ALTER TABLE payments
      ADD CONSTRAINT payments_status_check
        CHECK (status = ANY ('{PENDING, SUCCESS, DECLINED, HELD, RETURNED}'::text[])),
      ADD CONSTRAINT payments_reason_check
        CHECK ((status IN ('DECLINED', 'RETURNED')) = (reason IS NOT NULL)),
      ADD CONSTRAINT payments_hold_check CHECK (
        (hold_reason IS NULL) = (hold_message IS NULL)
        AND (hold_reason IS NULL OR tx_hash IS NOT NULL)
        AND (status NOT IN ('HELD', 'RETURNED') OR hold_reason IS NOT NULL));`);
}

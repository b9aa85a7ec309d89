// CHECK constraints that hold a list of allowed values whose one definition is a TypeScript
// constant: at every start the constraint is written from the constant when they differ.

import assert from 'node:assert/strict';

import {
  BONUS_ENTRY_TYPES,
  BONUS_GRANT_STATUSES,
  BONUS_OFFER_KINDS,
  BONUS_OFFER_STATUSES,
  DOCUMENT_REJECTION_REASONS,
  JURISDICTIONS,
  PAYMENT_DECLINE_REASONS,
  PAYMENT_STATUSES,
  SIGNIFICANT_EVENT_TYPES,
  SPENDING_ORDERS,
} from '@croupier/contracts';
import type pg from 'pg';

import { HOUSE_ROLES, TRANSFER_KINDS } from '../money/ledger-lists.js';
import { inTransaction } from './pool.js';

export interface CheckList {
  table: string;
  column: string;
  constraint: string;
  values: readonly string[];
}

export const CHECK_LISTS: readonly CheckList[] = [
  {
    table: 'payments',
    column: 'status',
    constraint: 'payments_status_check',
    values: PAYMENT_STATUSES,
  },
  {
    table: 'payments',
    column: 'reason_code',
    constraint: 'payments_reason_code_check',
    values: PAYMENT_DECLINE_REASONS,
  },
  {
    table: 'player_verifications',
    column: 'reason_code',
    constraint: 'player_verifications_reason_code_check',
    values: DOCUMENT_REJECTION_REASONS,
  },
  {
    table: 'ledger_transfers',
    column: 'kind',
    constraint: 'ledger_transfers_kind_check',
    values: TRANSFER_KINDS,
  },
  {
    table: 'ledger_accounts',
    column: 'house_role',
    constraint: 'ledger_accounts_house_role_check',
    values: HOUSE_ROLES,
  },
  {
    table: 'brands',
    column: 'jurisdiction',
    constraint: 'brands_jurisdiction_check',
    values: JURISDICTIONS,
  },
  {
    table: 'brands',
    column: 'spending_order',
    constraint: 'brands_spending_order_check',
    values: SPENDING_ORDERS,
  },
  {
    table: 'bonus_offers',
    column: 'kind',
    constraint: 'bonus_offers_kind_check',
    values: BONUS_OFFER_KINDS,
  },
  {
    table: 'bonus_offers',
    column: 'status',
    constraint: 'bonus_offers_status_check',
    values: BONUS_OFFER_STATUSES,
  },
  {
    table: 'bonus_grants',
    column: 'status',
    constraint: 'bonus_grants_status_check',
    values: BONUS_GRANT_STATUSES,
  },
  {
    table: 'bonus_grants',
    column: 'spending_order',
    constraint: 'bonus_grants_spending_order_check',
    values: SPENDING_ORDERS,
  },
  {
    table: 'bonus_entries',
    column: 'type',
    constraint: 'bonus_entries_type_check',
    values: BONUS_ENTRY_TYPES,
  },
  {
    table: 'significant_events',
    column: 'type',
    constraint: 'significant_events_type_check',
    values: SIGNIFICANT_EVENT_TYPES,
  },
];

// Values are plain words, so the array constant needs no quoting.
const LIST_VALUE = /^[A-Za-z_]+$/;

/**
 * The constraint as PostgreSQL prints it back. One array constant, not `IN (…)`: PostgreSQL reads
 * a table's CHECK constraints back for every statement that writes it, and a constant is the
 * shortest to read.
 */
export function checkListDefinition({ column, values }: CheckList): string {
  for (const value of values) assert.match(value, LIST_VALUE);
  return `CHECK ((${column} = ANY ('{${values.join(',')}}'::text[])))`;
}

/**
 * Writes each list's constraint from its constant where the database holds another; the caller
 * holds the schema advisory lock. A rewrite checks every row of the table, so it only happens
 * when a list changed.
 */
export async function applyCheckLists(client: pg.PoolClient): Promise<void> {
  for (const list of CHECK_LISTS) {
    const definition = checkListDefinition(list);
    const { rows } = await client.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND conname = $2`,
      [list.table, list.constraint],
    );
    if (rows[0]?.definition === definition) continue;
    await inTransaction(client, () =>
      client.query(
        `ALTER TABLE ${list.table} DROP CONSTRAINT IF EXISTS ${list.constraint},
         ADD CONSTRAINT ${list.constraint} ${definition}`,
      ),
    );
  }
}

// Significant events (GLI-19 2.8.8): the record of what a test lab checks, append-only in
// `significant_events`. Large wagers, wins and payments and the significant audited writes are
// recorded by the database (triggers, docs/compliance.md); failed logins and program errors here.

import type {
  SignificantEvent,
  SignificantEventReport,
  SignificantEventType,
} from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

export interface NewSignificantEvent {
  type: SignificantEventType;
  component: string;
  brandId: string | null;
  playerId?: string | null;
  actor: string;
  reason: string;
  before?: object | null;
  after?: object | null;
  ip?: string | null;
}

export async function recordSignificantEvent(db: Queryable, event: NewSignificantEvent) {
  await db.query(
    `INSERT INTO significant_events (type, component, brand_id, player_id, actor, reason, before,
                                     after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.type,
      event.component,
      event.brandId,
      event.playerId ?? null,
      event.actor,
      event.reason,
      event.before ?? null,
      event.after ?? null,
      event.ip ?? null,
    ],
  );
}

/** The start of a report's period in UTC: today, this month, this year, or none (life to date). */
export function periodStart(period: 'day' | 'month' | 'year' | 'life', now: Date): Date | null {
  const year = now.getUTCFullYear();
  switch (period) {
    case 'day':
      return new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate()));
    case 'month':
      return new Date(Date.UTC(year, now.getUTCMonth(), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
    case 'life':
      return null;
  }
}

export interface EventFilter {
  from: Date | null;
  to: Date;
  type?: SignificantEventType;
  /** The brands the caller may read; null: every brand and the platform's own events. */
  brandIds: readonly string[] | null;
  brandId?: string;
  actor?: string;
}

const WHERE = `
  WHERE ($1::timestamptz IS NULL OR event.at >= $1) AND event.at < $2
    AND ($3::text IS NULL OR event.type = $3)
    AND ($4::text[] IS NULL OR event.brand_id = ANY ($4))
    AND ($5::text IS NULL OR event.brand_id = $5)
    AND ($6::text IS NULL OR event.actor = $6)`;

const filterValues = (filter: EventFilter) => [
  filter.from,
  filter.to,
  filter.type ?? null,
  filter.brandIds,
  filter.brandId ?? null,
  filter.actor ?? null,
];

/** A page of the filter's events, newest first, and the count of each type over the filter. */
export async function significantEvents(
  db: Queryable,
  filter: EventFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SignificantEventReport> {
  const counts = await db.query<{ type: string; count: number }>(
    `SELECT event.type, count(*)::integer AS count FROM significant_events event ${WHERE}
     GROUP BY event.type ORDER BY event.type`,
    filterValues(filter),
  );
  const items = await db.query<SignificantEvent>(
    `SELECT event.id::text, event.type, event.at, event.component, event.brand_id AS "brandId",
            event.player_id AS "playerId", event.actor, event.reason, event.before, event.after,
            event.ip
     FROM significant_events event ${WHERE}
     ORDER BY event.at DESC, event.id DESC LIMIT $7 OFFSET $8`,
    [...filterValues(filter), pageSize, (page - 1) * pageSize],
  );
  return {
    items: items.rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    total: counts.rows.reduce((sum, { count }) => sum + count, 0),
    page,
    pageSize,
    from: filter.from?.toISOString() ?? null,
    to: filter.to.toISOString(),
    counts: Object.fromEntries(counts.rows.map(({ type, count }) => [type, count])),
  };
}

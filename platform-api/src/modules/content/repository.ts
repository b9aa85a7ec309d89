import type { ContentEntry, ContentKind } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

export async function listContentEntries(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
): Promise<ContentEntry[]> {
  const { rows } = await db.query<Omit<ContentEntry, 'publishedAt'> & { published_at: Date }>(
    `SELECT slug, title, summary, body, image, published_at FROM content_entries
     WHERE brand_id = $1 AND kind = $2 AND published_at <= now()
     ORDER BY sort, published_at DESC, slug`,
    [brandId, kind],
  );
  return rows.map(({ published_at: publishedAt, ...entry }) => ({
    ...entry,
    publishedAt: publishedAt.toISOString(),
  }));
}

import type { ContentEntry, ContentKind } from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

/**
 * The brand's entries of one kind the site shows now (from their start, before their end), each in
 * `language` where it is written in it, else in the brand's default language; an entry written in
 * neither is left out.
 */
export async function listContentEntries(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
  language: string | undefined,
): Promise<ContentEntry[]> {
  const { rows } = await db.query<Omit<ContentEntry, 'publishedAt'> & { published_at: Date }>(
    `SELECT entry.slug, text.title, text.summary, text.body, entry.image, entry.link, entry.published_at,
            text.language
     FROM content_entries entry
     JOIN brands brand ON brand.id = entry.brand_id
     CROSS JOIN LATERAL (
       SELECT title, summary, body, language FROM content_texts
       WHERE (brand_id, kind, slug) = (entry.brand_id, entry.kind, entry.slug)
         AND language IN ($3, brand.config ->> 'defaultLanguage')
       ORDER BY language = $3 DESC
       LIMIT 1
     ) text
     WHERE entry.brand_id = $1 AND entry.kind = $2 AND entry.published_at <= now()
       AND (entry.published_until IS NULL OR entry.published_until > now())
     ORDER BY entry.sort, entry.published_at DESC, entry.slug`,
    [brandId, kind, language ?? null],
  );
  return rows.map(({ published_at: publishedAt, ...entry }) => ({
    ...entry,
    publishedAt: publishedAt.toISOString(),
  }));
}

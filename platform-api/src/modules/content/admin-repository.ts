// Content as marketing writes it: an entry with its schedule and a text per language, read and
// replaced whole.

import type {
  AdminContentEntry,
  ContentDraft,
  ContentKind,
  ContentState,
  ContentTexts,
} from '@croupier/contracts';

import type { Queryable } from '../../db/pool.js';

interface EntryRow {
  kind: ContentKind;
  slug: string;
  sort: number;
  image: string | null;
  link: string | null;
  published_at: Date;
  published_until: Date | null;
  updated_at: Date;
  texts: ContentTexts;
}

const ENTRY_COLUMNS = `entry.kind, entry.slug, entry.sort, entry.image, entry.link, entry.published_at,
  entry.published_until, entry.updated_at,
  (SELECT coalesce(jsonb_object_agg(text.language,
            jsonb_build_object('title', text.title, 'summary', text.summary, 'body', text.body)),
          '{}')
   FROM content_texts text
   WHERE (text.brand_id, text.kind, text.slug) = (entry.brand_id, entry.kind, entry.slug)) AS texts`;

/** Whether the site shows an entry at `now`. */
export function contentStateAt(
  publishedFrom: Date,
  publishedUntil: Date | null,
  now: Date,
): ContentState {
  // An end at or before the start is an entry unpublished before it began: it never shows.
  if (publishedUntil !== null && (publishedUntil <= now || publishedUntil <= publishedFrom)) {
    return 'ended';
  }
  return publishedFrom > now ? 'scheduled' : 'live';
}

const entryOf = (row: EntryRow, now: Date): AdminContentEntry => ({
  kind: row.kind,
  slug: row.slug,
  sort: row.sort,
  image: row.image,
  link: row.link,
  publishedFrom: row.published_at.toISOString(),
  publishedUntil: row.published_until?.toISOString() ?? null,
  texts: row.texts,
  state: contentStateAt(row.published_at, row.published_until, now),
  updatedAt: row.updated_at.toISOString(),
});

/** The brand's entries of one kind in the site's order, whatever their state. */
export async function listBrandContent(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
  now: Date,
): Promise<AdminContentEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM content_entries entry
     WHERE entry.brand_id = $1 AND entry.kind = $2
     ORDER BY entry.sort, entry.published_at DESC, entry.slug`,
    [brandId, kind],
  );
  return rows.map((row) => entryOf(row, now));
}

export async function findContentEntry(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
  slug: string,
  now: Date,
  { forUpdate = false } = {},
): Promise<AdminContentEntry | null> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM content_entries entry
     WHERE (entry.brand_id, entry.kind, entry.slug) = ($1, $2, $3)${forUpdate ? ' FOR UPDATE' : ''}`,
    [brandId, kind, slug],
  );
  return rows[0] === undefined ? null : entryOf(rows[0], now);
}

/** Creates or replaces the entry: its texts become exactly the draft's. */
export async function saveContentEntry(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
  slug: string,
  draft: ContentDraft,
  editor: string,
): Promise<void> {
  await db.query(
    `INSERT INTO content_entries (brand_id, kind, slug, sort, image, link, published_at,
                                  published_until, updated_at, edited_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9)
     ON CONFLICT (brand_id, kind, slug) DO UPDATE
       SET sort = EXCLUDED.sort, image = EXCLUDED.image, link = EXCLUDED.link,
           published_at = EXCLUDED.published_at, published_until = EXCLUDED.published_until,
           updated_at = now(), edited_by = EXCLUDED.edited_by`,
    [
      brandId,
      kind,
      slug,
      draft.sort,
      draft.image,
      draft.link,
      draft.publishedFrom,
      draft.publishedUntil,
      editor,
    ],
  );
  const languages = Object.keys(draft.texts);
  await db.query(
    `DELETE FROM content_texts
     WHERE (brand_id, kind, slug) = ($1, $2, $3) AND NOT (language = ANY ($4))`,
    [brandId, kind, slug, languages],
  );
  await db.query(
    `INSERT INTO content_texts (brand_id, kind, slug, language, title, summary, body)
     SELECT $1, $2, $3, text.key, text.value->>'title', text.value->>'summary', text.value->>'body'
     FROM jsonb_each($4::jsonb) AS text
     ON CONFLICT (brand_id, kind, slug, language) DO UPDATE
       SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body`,
    [brandId, kind, slug, JSON.stringify(draft.texts)],
  );
}

/** The site stops showing the entry now; a scheduled one never shows. */
export async function unpublishContentEntry(
  db: Queryable,
  brandId: string,
  kind: ContentKind,
  slug: string,
  editor: string,
): Promise<void> {
  await db.query(
    `UPDATE content_entries
     SET published_until = greatest(published_at, now()), updated_at = now(), edited_by = $4
     WHERE (brand_id, kind, slug) = ($1, $2, $3)`,
    [brandId, kind, slug, editor],
  );
}

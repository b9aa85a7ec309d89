// Upserts one brand's content entries and their texts in every language of the site, and removes
// the entries the seed retired — never an entry staff have edited (`edited_by`): theirs wins.

import { CONTENT_KINDS, LANGUAGE_CODES } from '@croupier/contracts';
import type pg from 'pg';

import { assetUrls } from '../../modules/assets/index.js';
import { retiredContent, type BrandContent } from './content-data.js';
import { seedTexts } from './content-texts/index.js';

export async function seedContent(
  client: pg.PoolClient,
  brandId: string,
  content: BrandContent,
): Promise<void> {
  // Texts go with their entry (ON DELETE CASCADE).
  await client.query(
    `DELETE FROM content_entries entry
     USING jsonb_to_recordset($2::jsonb) AS retired(kind text, slug text)
     WHERE entry.brand_id = $1 AND entry.kind = retired.kind AND entry.slug = retired.slug
       AND entry.edited_by IS NULL`,
    [brandId, JSON.stringify(retiredContent[brandId] ?? [])],
  );
  const entries = CONTENT_KINDS.flatMap((kind) =>
    content[kind].map((entry, index) => ({
      kind,
      slug: entry.slug,
      story: entry.story,
      image: kind === 'promotion' ? assetUrls.promotionImage(brandId, entry.slug) : null,
      link: entry.link,
      sort: index + 1,
      published_at: entry.publishedAt,
    })),
  );
  await client.query(
    `INSERT INTO content_entries (brand_id, kind, slug, image, link, sort, published_at)
     SELECT $1, kind, slug, image, link, sort, published_at
     FROM jsonb_to_recordset($2::jsonb)
       AS seed(kind text, slug text, image text, link text, sort integer, published_at timestamptz)
     ON CONFLICT (brand_id, kind, slug) DO UPDATE SET image = excluded.image,
       link = excluded.link, sort = excluded.sort, published_at = excluded.published_at
       WHERE content_entries.edited_by IS NULL`,
    [brandId, JSON.stringify(entries)],
  );
  const texts = entries.flatMap(({ kind, slug, story }) =>
    LANGUAGE_CODES.map((language) => ({
      kind,
      slug,
      language,
      ...seedTexts[language].stories[story],
    })),
  );
  await client.query(
    `INSERT INTO content_texts (brand_id, kind, slug, language, title, summary, body)
     SELECT $1, seed.kind, seed.slug, language, title, summary, body
     FROM jsonb_to_recordset($2::jsonb)
       AS seed(kind text, slug text, language text, title text, summary text, body text)
     JOIN content_entries entry
       ON (entry.brand_id, entry.kind, entry.slug) = ($1, seed.kind, seed.slug)
     WHERE entry.edited_by IS NULL
     ON CONFLICT (brand_id, kind, slug, language) DO UPDATE SET title = excluded.title,
       summary = excluded.summary, body = excluded.body`,
    [brandId, JSON.stringify(texts)],
  );
}

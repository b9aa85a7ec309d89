// Editorial content of a brand (`content/list`): news articles, promotions and FAQ entries.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, literals } from './api';
import { CONTENT_KINDS } from './codes';

export const ContentKindSchema = literals(CONTENT_KINDS);

/** `content/list` body. */
export const ContentListRequestSchema = Type.Object(
  { brandId: BrandIdSchema, kind: ContentKindSchema },
  { additionalProperties: false },
);

export const ContentEntrySchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Plain text; paragraphs are separated by a blank line' }),
  image: Type.Union([Type.String(), Type.Null()], {
    description: 'An asset path such as /assets/brands/croupier/promotions/welcome-bonus.svg',
  }),
  publishedAt: Type.String({ description: 'ISO 8601 timestamp' }),
});
export type ContentEntry = Static<typeof ContentEntrySchema>;

/** `content/list` → data. */
export const ContentListSchema = Type.Object({ entries: Type.Array(ContentEntrySchema) });

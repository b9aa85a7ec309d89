// Editorial content of a brand (`content/list`): news articles, promotions and FAQ entries, in
// the player's language where written in it.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, literals } from './api';
import { LanguageCodeSchema } from './brand';
import { CONTENT_KINDS } from './codes';

export const ContentKindSchema = literals(CONTENT_KINDS);

/** `content/list` body. */
export const ContentListRequestSchema = Type.Object(
  {
    brandId: BrandIdSchema,
    kind: ContentKindSchema,
    language: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$',
        maxLength: 35,
        examples: ['th-TH'],
        description:
          "The player's language (BCP 47); each entry not written in it, and any language the " +
          "site does not know, falls back to the brand's default language",
      }),
    ),
  },
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
  link: Type.Union([Type.String(), Type.Null()], {
    description: 'A path on the site the entry leads to, e.g. a promotion to its offer',
  }),
  publishedAt: Type.String({ description: 'ISO 8601 timestamp' }),
  language: LanguageCodeSchema,
});
export type ContentEntry = Static<typeof ContentEntrySchema>;

/** `content/list` → data. */
export const ContentListSchema = Type.Object({ entries: Type.Array(ContentEntrySchema) });

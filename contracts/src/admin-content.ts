// The content marketing writes per brand (/admin/v1/brands/:brandId/content): news articles,
// promotions and FAQ entries with a text per language, a schedule and a display order. The site
// reads them through `content/list` (content.ts).

import { Type, type Static, type TOptional } from '@sinclair/typebox';

import { BrandIdSchema, DateTimeSchema, literals } from './api';
import { LanguageCodeSchema } from './brand';
import { CONTENT_KINDS, LANGUAGE_CODES, type LanguageCode } from './codes';
import { ContentKindSchema } from './content';

export const CONTENT_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}$';
export const CONTENT_LIMITS = { title: 200, summary: 500, body: 20_000, sort: 10_000 } as const;

export const ContentSlugSchema = Type.String({
  pattern: CONTENT_SLUG_PATTERN,
  description: "The entry's name in its brand and kind: lower-case letters, digits and dashes",
});

/** One language's text of an entry. */
export const ContentTextSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: CONTENT_LIMITS.title, pattern: '\\S' }),
    summary: Type.String({ maxLength: CONTENT_LIMITS.summary }),
    body: Type.String({
      minLength: 1,
      maxLength: CONTENT_LIMITS.body,
      pattern: '\\S',
      description: 'Plain text; paragraphs are separated by a blank line',
    }),
  },
  { additionalProperties: false },
);
export type ContentText = Static<typeof ContentTextSchema>;

/** The texts by language; the brand's default language is required (the API checks it). */
export const ContentTextsSchema = Type.Object(
  Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, Type.Optional(ContentTextSchema)]),
  ) as Record<LanguageCode, TOptional<typeof ContentTextSchema>>,
  { additionalProperties: false, minProperties: 1 },
);
export type ContentTexts = Static<typeof ContentTextsSchema>;

const NullablePath = (pattern: string, description: string) =>
  Type.Union([Type.String({ pattern, maxLength: 300 }), Type.Null()], { description });

/** `PUT brands/:brandId/content/:kind/:slug`: the whole entry, created or replaced. */
export const ContentDraftSchema = Type.Object(
  {
    sort: Type.Integer({
      minimum: 0,
      maximum: CONTENT_LIMITS.sort,
      description: 'Display order: lower first',
    }),
    image: NullablePath(
      '^/assets/[A-Za-z0-9/_.-]+$',
      'An asset path such as /assets/brands/croupier/promotions/welcome-bonus.svg, or null',
    ),
    link: NullablePath(
      '^/[A-Za-z0-9/_-]*$',
      'A path on the site the entry leads to (a promotion to /account/reward/bonus/), or null',
    ),
    publishedFrom: DateTimeSchema,
    publishedUntil: Type.Union([DateTimeSchema, Type.Null()], {
      description: 'When the site stops showing it; null for no end',
    }),
    texts: ContentTextsSchema,
  },
  { additionalProperties: false },
);
export type ContentDraft = Static<typeof ContentDraftSchema>;

export const CONTENT_STATES = ['scheduled', 'live', 'ended'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** An entry as staff see it: every language's text, and whether the site shows it now. */
export const AdminContentEntrySchema = Type.Object({
  ...ContentDraftSchema.properties,
  kind: ContentKindSchema,
  slug: ContentSlugSchema,
  state: literals(CONTENT_STATES),
  updatedAt: DateTimeSchema,
});
export type AdminContentEntry = Static<typeof AdminContentEntrySchema>;

/** `GET brands/:brandId/content?kind=`: the entries, and the languages a translation is due in. */
export const AdminContentListSchema = Type.Object({
  defaultLanguage: LanguageCodeSchema,
  languages: Type.Array(LanguageCodeSchema, { description: "The brand's displayed languages" }),
  entries: Type.Array(AdminContentEntrySchema),
});
export type AdminContentList = Static<typeof AdminContentListSchema>;

export const ContentKindQuerySchema = Type.Object(
  { kind: ContentKindSchema },
  { additionalProperties: false },
);

export const ContentEntryParamsSchema = Type.Object({
  brandId: BrandIdSchema,
  kind: literals(CONTENT_KINDS),
  slug: ContentSlugSchema,
});

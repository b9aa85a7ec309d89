// Content schemas: the wire contract of shared/src/content/types.ts, checked at compile time.

import { Type, type Static } from '@sinclair/typebox';

import {
  CONTENT_KINDS,
  type ContentEntry,
  type ContentKind,
} from '../../../../shared/src/content/types.js';
import { BrandIdSchema, literals, type Assert, type Same } from '../../http/schemas.js';

export const ContentKindSchema = literals(CONTENT_KINDS);

export const ContentListBodySchema = Type.Object(
  { brandId: BrandIdSchema, kind: ContentKindSchema },
  { additionalProperties: false },
);

export const ContentEntrySchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String({ description: 'Plain text; paragraphs are separated by a blank line' }),
  image: Type.Union([Type.String(), Type.Null()]),
  publishedAt: Type.String({ description: 'ISO 8601 timestamp' }),
});

export type ContentSchemasMatchContract = [
  Assert<Same<Static<typeof ContentEntrySchema>, ContentEntry>>,
  Assert<Same<Static<typeof ContentKindSchema>, ContentKind>>,
];

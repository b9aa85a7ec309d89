// The rules of a content entry that a schema cannot state, shared by the admin routes.

import type { AdminContentEntry, ContentDraft } from '@croupier/contracts';
import type pg from 'pg';

import { badRequestError, notFoundError } from '../../http/errors.js';
import { findBrand, type BrandRecord } from '../brand/index.js';

export async function knownBrand(db: pg.Pool, brandId: string): Promise<BrandRecord> {
  const brand = await findBrand(db, brandId);
  if (brand === null) throw notFoundError(`No brand ${brandId}`);
  return brand;
}

/** The rules a schema cannot state: a text in the default language, an end after the start. */
export function assertPublishable(draft: ContentDraft, defaultLanguage: string): void {
  if (!(defaultLanguage in draft.texts)) {
    throw badRequestError(
      `texts must include the brand's default language ${defaultLanguage}: the site falls back to it`,
    );
  }
  if (
    draft.publishedUntil !== null &&
    Date.parse(draft.publishedUntil) <= Date.parse(draft.publishedFrom)
  ) {
    throw badRequestError('publishedUntil must be after publishedFrom');
  }
}

export const contentTarget = (brandId: string, entry: Pick<AdminContentEntry, 'kind' | 'slug'>) =>
  `content:${brandId}/${entry.kind}/${entry.slug}`;

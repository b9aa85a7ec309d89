import type {
  AdminContentEntry,
  AdminContentList,
  ContentDraft,
  ContentKind,
} from '@croupier/contracts';
import { adminGet, adminPost, adminPut } from '../admin-api';

export type { AdminContentEntry, AdminContentList, ContentDraft, ContentKind };

const entryPath = (brandId: string, kind: ContentKind, slug: string) =>
  `brands/${encodeURIComponent(brandId)}/content/${kind}/${encodeURIComponent(slug)}`;

/** `GET brands/:brandId/content?kind=`: every entry of the kind, whatever its state. */
export const listContent = (brandId: string, kind: ContentKind) =>
  adminGet<AdminContentList>(`brands/${encodeURIComponent(brandId)}/content`, { kind });

/** `PUT …/content/:kind/:slug`: creates or replaces the entry. */
export const saveContent = (
  brandId: string,
  kind: ContentKind,
  slug: string,
  draft: ContentDraft,
) => adminPut<AdminContentEntry>(entryPath(brandId, kind, slug), draft);

/** `POST …/content/:kind/:slug/unpublish`: off the site now. */
export const unpublishContent = (brandId: string, kind: ContentKind, slug: string) =>
  adminPost<AdminContentEntry>(`${entryPath(brandId, kind, slug)}/unpublish`);

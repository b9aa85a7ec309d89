import { apiClient } from '../api/client';
import type { ContentEntry, ContentKind } from './types';

/** The brand's published entries of one kind, in display order. */
export async function getContent(brandId: string, kind: ContentKind): Promise<ContentEntry[]> {
  const response = await apiClient.post<{ data: { entries: ContentEntry[] } }>('/v1/content/list', {
    brandId,
    kind,
  });
  return response.data.data.entries;
}

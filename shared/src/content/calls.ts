import { postForData } from '../api/request';
import type { ContentEntry, ContentKind } from './types';

/** The brand's published entries of one kind, in display order. */
export async function getContent(brandId: string, kind: ContentKind): Promise<ContentEntry[]> {
  const data = await postForData<{ entries: ContentEntry[] }>('content/list', { brandId, kind });
  return data.entries;
}

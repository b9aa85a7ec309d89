import type { ContentEntry, ContentKind } from '@croupier/contracts';
import { postForData } from '../api/request';

/** The brand's published entries of one kind, in display order. */
export async function getContent(brandId: string, kind: ContentKind): Promise<ContentEntry[]> {
  const data = await postForData<{ entries: ContentEntry[] }>('content/list', { brandId, kind });
  return data.entries;
}

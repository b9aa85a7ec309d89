import type { ContentEntry, ContentKind } from '@croupier/contracts';
import { postForData } from '../api/request';

/**
 * The brand's published entries of one kind, in display order, each in `language` where it is
 * written in it, else in the brand's default language.
 */
export async function getContent(
  brandId: string,
  kind: ContentKind,
  language: string,
): Promise<ContentEntry[]> {
  const data = await postForData<{ entries: ContentEntry[] }>('content/list', {
    brandId,
    kind,
    language,
  });
  return data.entries;
}

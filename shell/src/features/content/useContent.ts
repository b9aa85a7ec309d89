import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getContent, useBrandStore, type ContentEntry, type ContentKind } from '@croupier/shared';

export type ContentState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: ContentEntry[] };

/** The brand's entries of one kind in the player's language, with a retry for a failed load. */
export function useContent(kind: ContentKind): { state: ContentState; retry: () => void } {
  const brandId = useBrandStore((state) => state.config?.brandId);
  const { i18n } = useTranslation();
  const { language } = i18n;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ContentState>({ status: 'loading' });

  useEffect(() => {
    if (!brandId) return;
    let current = true;
    setState({ status: 'loading' });
    getContent(brandId, kind, language).then(
      (entries) => current && setState({ status: 'ready', entries }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [brandId, kind, language, attempt]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  return { state, retry };
}

/** Plain-text bodies separate paragraphs with a blank line. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

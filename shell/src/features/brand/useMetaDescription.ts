import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandStore } from '@croupier/shared';

/** The text search engines show under the brand's pages, in the player's language. */
export function useMetaDescription(head: HTMLHeadElement = document.head) {
  const { t } = useTranslation('shell');
  const brand = useBrandStore((state) => state.config?.brandName);
  useEffect(() => {
    if (!brand) return;
    let meta = head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      head.append(meta);
    }
    meta.content = t('home.metaDescription', { brand });
  }, [t, brand, head]);
}

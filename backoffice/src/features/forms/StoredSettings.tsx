import { useCallback, type ReactNode } from 'react';
import { Loaded, useRequest } from '@croupier/ui';

/**
 * A brand's stored settings, loaded (with the load's failure and retry), then drawn by `children`
 * with a way to load them again. `load` must be a stable function (a module's).
 */
export function StoredSettings<Stored>({
  brandId,
  load,
  children,
}: {
  brandId: string;
  load: (brandId: string) => Promise<Stored>;
  children: (stored: Stored, reload: () => Promise<void>) => ReactNode;
}) {
  const loadBrand = useCallback(() => load(brandId), [load, brandId]);
  const stored = useRequest(loadBrand);
  return <Loaded request={stored}>{(loaded) => children(loaded, stored.reload)}</Loaded>;
}

import { useEffect } from 'react';
import { bootSession, useBrandStore } from '@croupier/shared';

/** The start sequence (docs/architecture.md#product-rules), once the brand is known. */
export function useAuthBoot() {
  const brandId = useBrandStore((state) => state.config?.brandId);
  useEffect(() => {
    if (brandId) void bootSession({ brandId });
  }, [brandId]);
}

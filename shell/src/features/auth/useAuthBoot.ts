import { useEffect } from 'react';
import { bootSession, useBrandStore } from '@croupier/shared';
import { useSessionBoot } from './sessionBootStore';

/** The start sequence (docs/architecture.md#product-rules), once the brand is known; again on retry. */
export function useAuthBoot() {
  const brandId = useBrandStore((state) => state.config?.brandId);
  const attempt = useSessionBoot((state) => state.attempt);
  useEffect(() => {
    if (!brandId) return;
    let current = true;
    bootSession({ brandId }).then(
      () => current && useSessionBoot.setState({ status: 'ready' }),
      (error: unknown) => current && useSessionBoot.setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [brandId, attempt]);
}

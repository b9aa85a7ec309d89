import { useEffect, useState } from 'react';
import { authorizationToken, followJackpot, useAuthStore } from '@croupier/shared';

/**
 * The brand's jackpot pool, a decimal string: `initial` (read with the brand config) until the
 * realtime service pushes a newer value, which it does for visitors and players alike.
 */
export function useLiveJackpot(brandId: string, initial: string): string {
  const authorization = useAuthStore(authorizationToken);
  const [pool, setPool] = useState(initial);

  useEffect(() => setPool(initial), [initial]);

  useEffect(() => {
    if (!authorization) return;
    return followJackpot({
      brandId,
      authorization,
      onJackpot: (jackpot) => setPool(jackpot.totalJackpot),
    });
  }, [brandId, authorization]);

  return pool;
}

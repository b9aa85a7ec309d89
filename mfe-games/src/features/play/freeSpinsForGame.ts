import { useEffect, useState } from 'react';
import { getBonusGrants, type BonusGrant, type FreeSpinsState } from '@croupier/shared';

export type GameFreeSpins = { grant: BonusGrant; spins: FreeSpinsState };

/** The player's active grant with free spins left on this game, if any (only it can play them). */
export function freeSpinsForGame(grants: BonusGrant[], gpid: string, code: string) {
  const key = `${gpid}:${code}`;
  for (const grant of grants) {
    const spins = grant.freeSpins;
    if (grant.status === 'active' && spins && spins.remaining > 0 && spins.games.includes(key)) {
      return { grant, spins };
    }
  }
  return null;
}

/**
 * The free spins a logged-in player holds for the game, read once the page opens; none while
 * logged out, or when the grants cannot be read (the game still plays with the balance).
 */
export function useFreeSpinsForGame(
  loggedIn: boolean,
  gpid: string,
  code: string,
): GameFreeSpins | null {
  const [found, setFound] = useState<GameFreeSpins | null>(null);
  useEffect(() => {
    if (!loggedIn) {
      setFound(null);
      return;
    }
    let current = true;
    getBonusGrants('active').then(
      (grants) => current && setFound(freeSpinsForGame(grants, gpid, code)),
      () => current && setFound(null),
    );
    return () => {
      current = false;
    };
  }, [loggedIn, gpid, code]);
  return found;
}

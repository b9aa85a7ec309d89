import { useEffect } from 'react';
import { useLocation } from '@croupier/shared/router';

/** Remote widgets arrive after the first paint and push sections down; scroll again once they settle. */
const SETTLE_DELAYS_MS = [0, 400, 1200];

/** The menu's anchors (/#sports, /#lottery, /#card-game) land on their home sections. */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const timers = SETTLE_DELAYS_MS.map((delayMs) =>
      setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), delayMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [hash]);
}

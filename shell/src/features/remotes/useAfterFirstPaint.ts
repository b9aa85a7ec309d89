import { useEffect, useState } from 'react';
import { afterNextPaint } from '@croupier/shared';

/** False until the page has painted once: what waits for it stays off the first view's path. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}

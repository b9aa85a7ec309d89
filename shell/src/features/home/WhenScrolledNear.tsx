import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './HomePage.module.scss';

/** How far below the view a waiting section starts loading, so it is there when scrolled to. */
const NEAR_MARGIN = '300px 0px';

/**
 * Renders `children` once its place comes within NEAR_MARGIN of the viewport, so code and data
 * far below the first view do not compete with it.
 */
export function WhenScrolledNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={place} className={styles.waiting} />;
}

import type { ReactNode } from 'react';
import type { GameCategoryCode } from '@croupier/shared';
import styles from './LobbyPage.module.scss';

// One simple picture per category, drawn on the right of a 1200 × 400 banner.
export const CATEGORY_MOTIFS: Record<GameCategoryCode, ReactNode> = {
  lottery: (
    <>
      <circle cx="880" cy="230" r="80" />
      <circle cx="1010" cy="150" r="64" />
      <circle cx="1090" cy="290" r="52" />
    </>
  ),
  cards: (
    <>
      <rect x="860" y="90" width="150" height="220" rx="16" transform="rotate(-12 935 200)" />
      <rect x="960" y="90" width="150" height="220" rx="16" transform="rotate(10 1035 200)" />
    </>
  ),
  sports: (
    <>
      <circle cx="1000" cy="200" r="130" />
      <polygon
        points="1000,150 1048,185 1030,240 970,240 952,185"
        className={styles.motifOutline}
      />
    </>
  ),
  slots: (
    <>
      <rect x="820" y="100" width="100" height="200" rx="14" />
      <rect x="940" y="100" width="100" height="200" rx="14" />
      <rect x="1060" y="100" width="100" height="200" rx="14" />
    </>
  ),
  casino: (
    <>
      <circle cx="1000" cy="200" r="140" />
      <circle cx="1000" cy="200" r="95" className={styles.motifOutline} />
      <circle cx="1000" cy="200" r="40" />
    </>
  ),
  fishing: (
    <>
      <path d="M800 170 q50 -40 100 0 t100 0 t100 0 t100 0 v40 q-50 -40 -100 0 t-100 0 t-100 0 t-100 0 z" />
      <path d="M800 260 q50 -40 100 0 t100 0 t100 0 t100 0 v40 q-50 -40 -100 0 t-100 0 t-100 0 t-100 0 z" />
    </>
  ),
  cockfight: (
    <>
      <polygon points="840,300 960,120 990,300" />
      <polygon points="1160,300 1040,120 1010,300" />
    </>
  ),
  others: (
    <>
      <polygon points="960,80 990,170 1085,170 1008,225 1037,315 960,260 883,315 912,225 835,170 930,170" />
      <circle cx="1110" cy="110" r="24" />
      <circle cx="850" cy="320" r="18" />
    </>
  ),
};

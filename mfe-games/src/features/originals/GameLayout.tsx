import type { ReactNode } from 'react';
import styles from './Originals.module.scss';

/**
 * An original's four parts: on a phone one column (controls, board, history, fairness); on a wide
 * screen the controls and fairness on the left, the board and history on the right, each column
 * as tall as its own content.
 */
export function GameLayout({
  controls,
  board,
  history,
  fairness,
}: {
  controls: ReactNode;
  board: ReactNode;
  history: ReactNode;
  fairness: ReactNode;
}) {
  return (
    <div className={styles.game}>
      <div className={styles.side}>
        {controls}
        {fairness}
      </div>
      <div className={styles.main}>
        {board}
        {history}
      </div>
    </div>
  );
}

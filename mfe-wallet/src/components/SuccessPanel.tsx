import type { ReactNode } from 'react';
import { buttons, panels as styles } from '@croupier/ui';

interface SuccessPanelProps {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}

/** What a completed submission did, and the way back to an empty form. */
export function SuccessPanel({ title, children, againLabel, onAgain }: SuccessPanelProps) {
  return (
    <div className={styles.panel} role="status">
      <h2>{title}</h2>
      {children}
      <div>
        <button type="button" className={buttons.secondary} onClick={onAgain}>
          {againLabel}
        </button>
      </div>
    </div>
  );
}

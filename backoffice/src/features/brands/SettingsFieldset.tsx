import type { ReactNode } from 'react';
import styles from './brands.module.scss';

/** What a group of the settings form's fields receives: its part of the draft and its errors. */
export interface SettingsPartProps<Value> {
  value: Value;
  /** The translated error shown under a settings path such as `jackpot.minIncrement`, if any. */
  errorOf: (path: string) => string | null;
  onChange: (value: Value) => void;
}

/** One titled group of the settings form. */
export function SettingsFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './forms.module.scss';

/** What a custom control (a select) needs to be tied to its label and message. */
export interface ControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  control?: (props: ControlProps) => ReactNode;
}

/** A labelled control with its validation message tied to it for screen readers. */
export function Field({ name, label, error, control, ...input }: Props) {
  const errorId = `${name}-error`;
  const controlProps: ControlProps = {
    id: `field-${name}`,
    name,
    className: styles.input ?? '',
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlProps.id}>
        {label}
      </label>
      {control ? control(controlProps) : <input {...controlProps} {...input} />}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

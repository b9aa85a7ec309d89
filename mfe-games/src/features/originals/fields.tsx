import type { ReactNode } from 'react';
import styles from './Originals.module.scss';

/** A decimal the player types (a target, a multiplier), with the number keyboard on phones. */
export function DecimalField({
  id,
  label,
  value,
  invalid,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  /** More controls of the same value, such as a slider. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}

/** One of a few choices as radio buttons (dice's over or under, plinko's risk). */
export function ChoiceToggle<Choice extends string>({
  name,
  legend,
  choices,
  value,
  labelOf,
  disabled,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: Choice;
  labelOf: (choice: Choice) => string;
  disabled: boolean;
  onChange: (choice: Choice) => void;
}) {
  return (
    <fieldset className={styles.toggle} disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {labelOf(choice)}
        </label>
      ))}
    </fieldset>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { FormError, SubmitButton, forms, panels } from '@croupier/ui';
import styles from './session.module.scss';

/**
 * The centred form of the pages a staff member meets before the back office opens: its title, what
 * it says first, the server's refusal, its fields and its button.
 */
export function SessionCard({
  title,
  intro,
  submission,
  submitLabel,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** The form's `useSubmit`. */
  submission: { submit: (event: FormEvent) => void; failure: string | null; isSending: boolean };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.centred}>
      <form
        className={`${panels.panel} ${forms.form} ${styles.card}`}
        aria-label={title}
        onSubmit={submission.submit}
        noValidate
      >
        <h1>{title}</h1>
        {intro}
        <FormError message={submission.failure} />
        {children}
        <SubmitButton isSending={submission.isSending}>{submitLabel}</SubmitButton>
      </form>
    </main>
  );
}

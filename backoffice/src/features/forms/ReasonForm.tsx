import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useSubmit } from '@croupier/ui';
import { ConfirmForm } from './ConfirmForm';
import styles from './forms.module.scss';

/** What the admin API takes for a reason: a decline's, a block's, a rejection's. */
const REASON_MAX_LENGTH = 500;

/**
 * Asks for the reason of an action (a decline, a block, a rejection), then confirms it; an action
 * that takes something away states its consequence above the reason.
 */
export function ReasonForm({
  id,
  title,
  label,
  consequence,
  confirmLabel,
  isSending,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  label: string;
  /** What the action does, said before it is confirmed. */
  consequence?: string;
  confirmLabel: string;
  isSending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const { submit, showErrors } = useSubmit({
    isValid: trimmed !== '',
    send: async () => onConfirm(trimmed),
  });

  return (
    <ConfirmForm
      title={title}
      confirmLabel={confirmLabel}
      isSending={isSending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {consequence && <p className={styles.consequence}>{consequence}</p>}
      <TextField
        id={id}
        label={label}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        error={showErrors && !trimmed ? t('validation.required') : null}
      />
    </ConfirmForm>
  );
}

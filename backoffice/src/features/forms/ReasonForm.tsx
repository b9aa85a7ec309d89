import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
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
  const [showError, setShowError] = useState(false);
  const trimmed = reason.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowError(true);
    if (trimmed) onConfirm(trimmed);
  }

  return (
    <form className={styles.reasonForm} aria-label={title} onSubmit={submit}>
      {consequence && <p className={styles.consequence}>{consequence}</p>}
      <TextField
        id={id}
        label={label}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        error={showError && !trimmed ? t('validation.required') : null}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.compactPrimary} disabled={isSending}>
          {confirmLabel}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

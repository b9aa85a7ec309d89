import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
import { REASON_MAX_LENGTH } from './playersApi';
import styles from './players.module.scss';

/** Asks for the reason of an action, then confirms it. */
export function ReasonForm({
  id,
  title,
  label,
  confirmLabel,
  isSending,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  label: string;
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
          {t('players.cancel')}
        </button>
      </div>
    </form>
  );
}

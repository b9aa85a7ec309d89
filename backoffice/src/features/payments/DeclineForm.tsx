import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
import styles from './payments.module.scss';

const REASON_MAX_LENGTH = 500;

/** The reason a decline needs; the player sees it beside the transaction. */
export function DeclineForm({
  transactionId,
  isSending,
  onDecline,
  onCancel,
}: {
  transactionId: string;
  isSending: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const trimmed = reason.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowError(true);
    if (trimmed) onDecline(trimmed);
  }

  return (
    <form className={styles.declineForm} aria-label={t('payments.declineTitle')} onSubmit={submit}>
      <TextField
        id={`decline-reason-${transactionId}`}
        label={t('payments.reason')}
        value={reason}
        maxLength={REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        error={showError && !trimmed ? t('validation.required') : null}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.compactPrimary} disabled={isSending}>
          {t('payments.confirmDecline')}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
          {t('payments.cancel')}
        </button>
      </div>
    </form>
  );
}

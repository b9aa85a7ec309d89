import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './payments.module.scss';

/** Asks before a decision moves money, stating what it does; nothing is sent until confirmed. */
export function ConfirmDecision({
  id,
  title,
  question,
  confirmLabel,
  isSending,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  // Focus (and so scroll) to the question at once: a keyboard or a long page lands on it.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div
      ref={dialog}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      className={styles.confirm}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{question}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.compactPrimary}
          disabled={isSending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

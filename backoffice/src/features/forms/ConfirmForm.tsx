import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './forms.module.scss';

/** A decision confirmed in place: its fields (a reason), then confirm and cancel. */
export function ConfirmForm({
  title,
  confirmLabel,
  isSending,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  confirmLabel: string;
  isSending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className={styles.reasonForm} aria-label={title} onSubmit={onSubmit}>
      {children}
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

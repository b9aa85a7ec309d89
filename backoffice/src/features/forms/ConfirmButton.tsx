import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import styles from './forms.module.scss';

/** An action that asks "are you sure" in place before it runs. */
export function ConfirmButton({
  label,
  question,
  disabled,
  onConfirm,
}: {
  label: string;
  question: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);

  if (!isAsking) {
    return (
      <button
        type="button"
        className={buttons.compactSecondary}
        disabled={disabled}
        onClick={() => setIsAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className={styles.actions} role="group" aria-label={question}>
      <span>{question}</span>
      <button
        type="button"
        className={buttons.compactPrimary}
        disabled={disabled}
        onClick={() => {
          setIsAsking(false);
          onConfirm();
        }}
      >
        {t('common.confirm')}
      </button>
      <button type="button" className={buttons.compactSecondary} onClick={() => setIsAsking(false)}>
        {t('common.cancel')}
      </button>
    </span>
  );
}

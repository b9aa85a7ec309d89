import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiNamespace } from './UiNamespace';
import buttons from '../styles/buttons.module.scss';
import forms from '../styles/forms.module.scss';

interface SubmitButtonProps {
  isSending: boolean;
  children: ReactNode;
  disabled?: boolean;
  /** Text while sending; "Sending…" unless the form says better. */
  sendingLabel?: string;
  variant?: 'primary' | 'secondary';
}

/** A form's submit button, disabled while its request is in flight. */
export function SubmitButton({
  isSending,
  children,
  disabled = false,
  sendingLabel,
  variant = 'primary',
}: SubmitButtonProps) {
  const { t } = useTranslation(useUiNamespace());
  return (
    <div className={forms.actions}>
      <button
        type="submit"
        className={buttons[variant]}
        disabled={isSending || disabled}
        aria-busy={isSending}
      >
        {isSending ? (sendingLabel ?? t('common.sending')) : children}
      </button>
    </div>
  );
}

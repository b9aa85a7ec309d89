import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimBonus } from '@croupier/shared';
import { FormError, SubmitButton, TextField, useSubmit } from '@croupier/ui';
import styles from './bonus.module.scss';

const CODE_LENGTH = { min: 1, max: 32 };

/** A code the operator published takes its offer; the server's refusal is shown as it says it. */
export function BonusCodeForm({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const valid = trimmed.length >= CODE_LENGTH.min && trimmed.length <= CODE_LENGTH.max;
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: valid,
    send: async () => {
      await claimBonus({ code: trimmed });
      setCode('');
      onClaimed();
    },
  });
  return (
    <form className={styles.codeForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="bonus-code"
        label={t('bonus.code')}
        value={code}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        error={showErrors && !valid ? t('bonus.codeInvalid') : null}
      />
      <FormError message={failure} />
      <SubmitButton isSending={isSending}>{t('bonus.useCode')}</SubmitButton>
    </form>
  );
}

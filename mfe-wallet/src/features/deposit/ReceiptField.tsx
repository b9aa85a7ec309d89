import { useTranslation } from 'react-i18next';
import { Field } from '@croupier/ui';
import { RECEIPT_TYPES, type ReceiptProblem } from './receipt';

interface ReceiptFieldProps {
  problem: ReceiptProblem | null;
  onChange: (file: File | null) => void;
}

/** The optional transfer receipt of a fiat deposit. */
export function ReceiptField({ problem, onChange }: ReceiptFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      id="deposit-receipt"
      label={t('deposit.receipt')}
      hint={t('deposit.receiptHint')}
      error={problem && t(`deposit.${problem}`)}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}

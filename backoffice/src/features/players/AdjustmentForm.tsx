import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Field,
  SelectField,
  TextField,
  buttons,
  moneyText,
  useIdempotencyKey,
  useSubmit,
} from '@croupier/ui';
import { requestAdjustment, type BalanceAdjustment } from './playersApi';
import styles from './players.module.scss';

const SIGNED_AMOUNT = /^-?(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
const REASON_MAX_LENGTH = 500;

/**
 * A manual adjustment: a signed amount, its currency and a reason, then a review that states what
 * it will do before it is sent. Retrying the same adjustment reuses its Idempotency-Key.
 */
export function AdjustmentForm({
  playerId,
  username,
  currencies,
  onDone,
  onCancel,
}: {
  playerId: string;
  username: string;
  currencies: string[];
  onDone: (adjustment: BalanceAdjustment) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const [reason, setReason] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [isReviewing, setIsReviewing] = useState(false);
  const { isSending, failure, run } = useSubmit();
  const { keyFor, forget } = useIdempotencyKey();
  const adjustment = { amount: amount.trim(), currency, reason: reason.trim() };
  const amountError = !SIGNED_AMOUNT.test(adjustment.amount)
    ? 'players.adjustment.amountInvalid'
    : /^-?[0.]+$/.test(adjustment.amount)
      ? 'players.adjustment.amountZero'
      : null;
  const reasonError = adjustment.reason ? null : 'validation.required';

  function review(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (amountError === null && reasonError === null) setIsReviewing(true);
  }

  async function send() {
    let answer: BalanceAdjustment | null = null;
    const sent = await run(async () => {
      answer = await requestAdjustment(playerId, adjustment, keyFor(adjustment));
    });
    if (sent && answer !== null) {
      forget();
      await onDone(answer);
    }
  }

  const isDebit = adjustment.amount.startsWith('-');
  const magnitude = isDebit ? adjustment.amount.slice(1) : adjustment.amount;
  return (
    <form
      className={styles.adjustmentForm}
      aria-label={t('players.adjustment.formTitle', { username })}
      onSubmit={review}
    >
      <TextField
        id="adjustment-amount"
        label={t('players.adjustment.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        disabled={isReviewing}
        onChange={(event) => setAmount(event.target.value)}
        error={showErrors && amountError ? t(amountError) : null}
      />
      <SelectField
        id="adjustment-currency"
        label={t('players.currency')}
        value={currency}
        options={currencies.map((code) => ({ value: code, label: code }))}
        onChange={(value) => !isReviewing && setCurrency(value)}
      />
      <Field
        id="adjustment-reason"
        label={t('players.adjustment.reason')}
        error={showErrors && reasonError ? t(reasonError) : null}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            disabled={isReviewing}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className={styles.warning}>
          {failure}
        </p>
      )}
      {isReviewing ? (
        <div className={styles.actions} role="group" aria-label={t('players.adjustment.review')}>
          <span>
            {t(isDebit ? 'players.adjustment.confirmDebit' : 'players.adjustment.confirmCredit', {
              amount: moneyText(magnitude, currency),
              username,
            })}
          </span>
          <button
            type="button"
            className={buttons.compactPrimary}
            disabled={isSending}
            onClick={() => void send()}
          >
            {t('common.confirm')}
          </button>
          <button
            type="button"
            className={buttons.compactSecondary}
            disabled={isSending}
            onClick={() => setIsReviewing(false)}
          >
            {t('players.adjustment.edit')}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="submit" className={buttons.compactPrimary}>
            {t('players.adjustment.reviewButton')}
          </button>
          <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </form>
  );
}

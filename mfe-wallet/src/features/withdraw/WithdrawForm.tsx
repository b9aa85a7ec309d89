import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ERROR_CODES,
  eventBus,
  requestPayment,
  type DecimalString,
  type PaymentRequest,
  type PaymentAccount,
  type Transaction,
  type WalletSetting,
} from '@croupier/shared';
import { Link } from '@croupier/shared/router';
import { AmountField } from '../../components/AmountField';
import { Field, FormError, SubmitButton, forms, panels } from '@croupier/ui';
import { NetworkSelect } from '../../components/NetworkSelect';
import { PaymentAccountDetails } from '../../components/PaymentAccountDetails';
import { useAmountInput } from '../../hooks/useAmountInput';
import { useSubmission } from '../../hooks/useSubmission';
import { toWireAmount } from '../../money/amount';
import { BonusForfeitNotice } from './BonusForfeitNotice';
import { useBonusAtStake } from './useBonusAtStake';

function sendWithdrawal(request: PaymentRequest, idempotencyKey: string) {
  return requestPayment(request, { idempotencyKey });
}

interface WithdrawFormProps {
  setting: WalletSetting;
  /** The wallet's totalBalance: a withdrawal cannot exceed it. */
  available: DecimalString;
  /** Fiat is paid out to the player's payment account; null means crypto, to a typed address. */
  account: PaymentAccount | null;
  onWithdrawn: (transaction: Transaction) => void;
}

export function WithdrawForm({ setting, available, account, onWithdrawn }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const [attempted, setAttempted] = useState(false);
  const amount = useAmountInput(
    { min: setting.minWithdraw, max: setting.maxWithdraw, scale: setting.scale, available },
    attempted,
  );
  const [network, setNetwork] = useState(setting.networks[0] ?? '');
  const [toAddress, setToAddress] = useState('');
  const addressMissing = !account && toAddress.trim() === '';
  const submission = useSubmission(sendWithdrawal);
  const bonusAtStake = useBonusAtStake(setting.currency);
  const [forfeitConfirmed, setForfeitConfirmed] = useState(false);
  const forfeitUnconfirmed = bonusAtStake.grants.length > 0 && !forfeitConfirmed;

  function destination(): Partial<PaymentRequest> {
    return account
      ? { paymentChannel: account.channelCode }
      : { network, toAddress: toAddress.trim() };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (amount.problem || addressMissing || forfeitUnconfirmed) return;
    const transaction = await submission.submit({
      transactionType: 'WITHDRAW',
      currency: setting.currency,
      amount: toWireAmount(amount.value),
      ...destination(),
      ...(bonusAtStake.grants.length > 0 && { forfeitBonus: true }),
    });
    // A grant the form had not seen yet: show what it forfeits, so the player can confirm.
    if (!transaction) return void bonusAtStake.reload();
    eventBus.emit('toast', { kind: 'success', message: t('withdraw.sent') });
    onWithdrawn(transaction);
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <AmountField
        id="withdraw-amount"
        label={t('fields.amount')}
        currency={setting.currency}
        {...amount.fieldProps}
      />
      {account ? (
        <div className={panels.panel}>
          <h2>{t('withdraw.paidTo')}</h2>
          <PaymentAccountDetails account={account} />
        </div>
      ) : (
        <>
          <NetworkSelect
            id="withdraw-network"
            networks={setting.networks}
            value={network}
            onChange={setNetwork}
          />
          <Field
            id="withdraw-address"
            label={t('withdraw.address')}
            error={attempted && addressMissing ? t('withdraw.addressRequired') : null}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={toAddress}
                onChange={(event) => setToAddress(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
      {bonusAtStake.grants.length > 0 && (
        <BonusForfeitNotice
          currency={setting.currency}
          atStake={bonusAtStake}
          confirmed={forfeitConfirmed}
          onConfirmed={setForfeitConfirmed}
          error={attempted && forfeitUnconfirmed ? t('bonusForfeit.required') : null}
        />
      )}
      <FormError message={submission.error} />
      {submission.errorCode === ERROR_CODES.verificationRequired && (
        <p>
          <Link to="/account/verification/">{t('withdraw.verificationLink')}</Link>
        </p>
      )}
      <SubmitButton isSending={submission.isSending}>{t('withdraw.submit')}</SubmitButton>
    </form>
  );
}

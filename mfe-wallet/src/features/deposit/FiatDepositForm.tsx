import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventBus,
  getBonusOffers,
  requestPayment,
  requestPaymentWithReceipt,
  type PaymentRequest,
  type PaymentChannel,
  type Transaction,
  type WalletSetting,
} from '@croupier/shared';
import { AmountField } from '../../components/AmountField';
import { FormError, SelectField, SubmitButton, forms, useRequest } from '@croupier/ui';
import { useAmountInput } from '../../hooks/useAmountInput';
import { useFormatAmount } from '../../hooks/useFormatAmount';
import { useSubmission } from '../../hooks/useSubmission';
import { narrowLimits, toWireAmount } from '../../money/amount';
import { DepositOfferPicker } from './DepositOfferPicker';
import { depositMatch, depositOffersIn } from './depositOffers';
import { checkReceipt } from './receipt';
import { ReceiptField } from './ReceiptField';

interface DepositSubmission {
  request: PaymentRequest;
  receipt: File | null;
}

/** With a receipt the deposit goes out as the multipart depowd call, else as depo-wd. */
function sendDeposit({ request, receipt }: DepositSubmission, idempotencyKey: string) {
  return receipt
    ? requestPaymentWithReceipt(request, receipt, { idempotencyKey })
    : requestPayment(request, { idempotencyKey });
}

interface FiatDepositFormProps {
  setting: WalletSetting;
  /** The payment channels of this currency; at least one. */
  channels: PaymentChannel[];
  onDeposited: (transaction: Transaction) => void;
}

export function FiatDepositForm({ setting, channels, onDeposited }: FiatDepositFormProps) {
  const { t } = useTranslation('wallet');
  const [attempted, setAttempted] = useState(false);
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const [receipt, setReceipt] = useState<File | null>(null);
  const channel = channels.find((candidate) => candidate.code === channelCode);
  const limits = narrowLimits(
    { min: setting.minDeposit, max: setting.maxDeposit },
    { min: channel?.minAmount, max: channel?.maxAmount },
  );
  const amount = useAmountInput({ ...limits, scale: setting.scale }, attempted);
  const receiptProblem = receipt && checkReceipt(receipt);
  const submission = useSubmission(sendDeposit);
  const format = useFormatAmount();
  const offers = useDepositOffers(setting.currency);
  const [offerId, setOfferId] = useState<string | null>(null);
  const offer = offers.find((candidate) => candidate.offerId === offerId) ?? null;
  const match = offer && depositMatch(offer, setting.currency, amount.value, setting.scale);
  const offerProblem =
    match?.kind === 'belowMinimum'
      ? t('depositOffer.minimumRequired', { amount: format(match.minDeposit, setting.currency) })
      : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!channel || amount.problem || receiptProblem || offerProblem) return;
    const transaction = await submission.submit({
      request: {
        transactionType: 'DEPOSIT',
        currency: setting.currency,
        amount: toWireAmount(amount.value),
        paymentChannel: channel.code,
        ...(offer && { bonusOfferId: offer.offerId }),
      },
      receipt,
    });
    if (!transaction) return;
    eventBus.emit('toast', { kind: 'success', message: t('deposit.sent') });
    onDeposited(transaction);
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <SelectField
        id="deposit-channel"
        label={t('fields.channel')}
        value={channelCode}
        options={channels.map(({ code, name }) => ({ value: code, label: name }))}
        onChange={setChannelCode}
      />
      <AmountField
        id="deposit-amount"
        label={t('fields.amount')}
        currency={setting.currency}
        {...amount.fieldProps}
      />
      <DepositOfferPicker
        offers={offers}
        currency={setting.currency}
        scale={setting.scale}
        amountText={amount.value}
        value={offerId}
        onChange={setOfferId}
        error={attempted || amount.value !== '' ? offerProblem : null}
      />
      <ReceiptField problem={receiptProblem} onChange={setReceipt} />
      <FormError message={submission.error} />
      <SubmitButton isSending={submission.isSending}>{t('deposit.submit')}</SubmitButton>
    </form>
  );
}

/**
 * The offers a deposit in this currency can take. Offers that fail to load are left out: the
 * deposit itself never waits for them.
 */
function useDepositOffers(currency: string) {
  const offers = useRequest(getBonusOffers);
  return offers.status === 'ready' ? depositOffersIn(offers.data, currency) : [];
}

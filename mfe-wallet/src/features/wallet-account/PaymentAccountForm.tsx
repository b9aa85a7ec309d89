import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createPaymentAccount,
  eventBus,
  useUserStore,
  type NewPaymentAccount,
  type PaymentAccount,
  type PaymentAccountType,
  type PaymentChannel,
} from '@croupier/shared';
import { FormError, SelectField, SubmitButton, TextField, forms } from '@croupier/ui';
import { useSubmission } from '../../hooks/useSubmission';
import { checkPaymentAccountFields } from './paymentAccountFields';

const create = (account: NewPaymentAccount, idempotencyKey: string) =>
  createPaymentAccount(account, { idempotencyKey });

interface PaymentAccountFormProps {
  allowedTypes: PaymentAccountType[];
  channels: PaymentChannel[];
  onCreated: (account: PaymentAccount) => void;
}

export function PaymentAccountForm({ allowedTypes, channels, onCreated }: PaymentAccountFormProps) {
  const { t } = useTranslation('wallet');
  const user = useUserStore((state) => state.user);
  const [type, setType] = useState<PaymentAccountType>(allowedTypes[0] ?? 'bank');
  const [chosenChannel, setChosenChannel] = useState('');
  const [accountName, setAccountName] = useState(user?.bankAccountName ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [attempted, setAttempted] = useState(false);
  const submission = useSubmission(create);

  const channelsOfType = channels.filter((channel) => channel.type === type);
  const channelCode = channelsOfType.some((channel) => channel.code === chosenChannel)
    ? chosenChannel
    : (channelsOfType[0]?.code ?? '');
  const check = checkPaymentAccountFields({ channelCode, accountName, accountNumber });
  const errorOf = (field: 'channelCode' | 'accountName' | 'accountNumber') => {
    const key = attempted && !check.valid ? check.errors[field] : undefined;
    return key ? t(key) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!check.valid) return;
    const account = await submission.submit({ type, ...check.fields });
    if (!account) return;
    eventBus.emit('toast', { kind: 'success', message: t('paymentAccount.created') });
    onCreated(account);
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <p>{t('paymentAccount.createIntro')}</p>
      <SelectField
        id="account-type"
        label={t('paymentAccount.type')}
        value={type}
        options={allowedTypes.map((allowed) => ({
          value: allowed,
          label: t(`paymentAccount.types.${allowed}`),
        }))}
        onChange={(value) => setType(value as PaymentAccountType)}
      />
      {channelsOfType.length > 0 ? (
        <SelectField
          id="account-channel"
          label={t('paymentAccount.channel')}
          value={channelCode}
          options={channelsOfType.map(({ code, name }) => ({ value: code, label: name }))}
          onChange={setChosenChannel}
          error={errorOf('channelCode')}
        />
      ) : (
        <p role="status">{t('paymentAccount.noChannels')}</p>
      )}
      <TextField
        id="account-name"
        label={t('paymentAccount.accountName')}
        error={errorOf('accountName')}
        type="text"
        autoComplete="name"
        value={accountName}
        onChange={(event) => setAccountName(event.target.value)}
      />
      <TextField
        id="account-number"
        label={t('paymentAccount.accountNumber')}
        error={errorOf('accountNumber')}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <FormError message={submission.error} />
      <SubmitButton isSending={submission.isSending} disabled={channelsOfType.length === 0}>
        {t('paymentAccount.create')}
      </SubmitButton>
    </form>
  );
}

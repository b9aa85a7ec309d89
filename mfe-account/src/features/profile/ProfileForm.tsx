import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editProfile,
  errorMessage,
  eventBus,
  getPaymentChannels,
  useBrandStore,
  useUserStore,
  type EditProfileFields,
  type PaymentChannel,
  type RegisterSetting,
  type UserData,
} from '@croupier/shared';
import {
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  useRequest,
  forms,
  panels,
  useSubmit,
} from '@croupier/ui';
import {
  contactFieldsSchema,
  requiredContactFields,
  validateFields,
  type FieldErrors,
} from '@croupier/shared/validation';

type ContactField = Exclude<keyof EditProfileFields, 'currentPassword'>;

const INPUT_TYPES: Record<ContactField, string> = {
  email: 'email',
  phoneNumber: 'tel',
  bankName: 'text',
  bankAccountName: 'text',
  bankAccountNumber: 'text',
};

const BANK_FIELDS: readonly ContactField[] = ['bankName', 'bankAccountName', 'bankAccountNumber'];

/** The contact and bank fields the brand asks for at registration, editable here. */
export function ProfileForm({ user }: { user: UserData }) {
  const setting = useBrandStore((state) => state.config?.authSetting.registerSetting);
  const updateAccount = useBrandStore(
    (state) => state.config?.paymentAccountSettings.updateAccount ?? false,
  );
  if (!setting || requiredContactFields(setting).length === 0) return null;
  // The bank fields are the payout account: where the brand keeps it, the details above show it.
  const payoutAccountLocked = !updateAccount && user.bankName !== '';
  return <ContactForm user={user} setting={setting} payoutAccountLocked={payoutAccountLocked} />;
}

interface ContactFormProps {
  user: UserData;
  setting: RegisterSetting;
  payoutAccountLocked: boolean;
}

function ContactForm({ user, setting, payoutAccountLocked }: ContactFormProps) {
  const { t } = useTranslation('account');
  const setUser = useUserStore((state) => state.setUser);
  // The fields edited here: those the brand asks for, but a payout account it keeps.
  const editable = { ...setting, useBank: setting.useBank && !payoutAccountLocked };
  const fields = requiredContactFields(editable);
  const [values, setValues] = useState<Record<ContactField, string>>(() => ({
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    bankName: user.bankName ?? '',
    bankAccountName: user.bankAccountName ?? '',
    bankAccountNumber: user.bankAccountNumber ?? '',
  }));
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });
  // Changing an existing payout account needs the password (the server checks it too).
  const changesPayoutAccount =
    user.bankName !== '' &&
    fields.some((field) => BANK_FIELDS.includes(field) && values[field].trim() !== user[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const result = validateFields(contactFieldsSchema(editable), body);
    const passwordMissing = changesPayoutAccount && currentPassword === '';
    if (!result.success || passwordMissing) {
      setErrors({
        ...(result.success ? {} : result.errors),
        ...(passwordMissing ? { currentPassword: 'validation.required' } : {}),
      });
      return;
    }
    setErrors({});
    await run(async () => {
      const output: EditProfileFields = {
        ...(result.output as EditProfileFields),
        ...(changesPayoutAccount ? { currentPassword } : {}),
      };
      const updated = (await editProfile(output)) as UserData | null | undefined;
      const { currentPassword: _sent, ...saved } = output;
      setUser(updated ?? { ...user, ...saved });
      setCurrentPassword('');
      eventBus.emit('toast', { kind: 'success', message: t('edit.saved') });
    });
  }

  const change = (field: ContactField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: ContactField | 'currentPassword') => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('edit.title')}</h2>
      {fields.map((field) =>
        field === 'bankName' ? (
          <BankSelect
            key={field}
            brandId={user.brandId}
            currency={user.currency}
            value={values.bankName}
            onChange={change('bankName')}
            error={fieldError('bankName')}
          />
        ) : (
          <TextField
            key={field}
            id={`profile-${field}`}
            label={t(`profile.${field}`)}
            error={fieldError(field)}
            type={INPUT_TYPES[field]}
            value={values[field]}
            onChange={(event) => change(field)(event.target.value)}
          />
        ),
      )}
      {changesPayoutAccount && (
        <TextField
          id="profile-currentPassword"
          label={t('edit.currentPassword')}
          hint={t('edit.currentPasswordHint')}
          error={fieldError('currentPassword')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      {payoutAccountLocked && <p className={forms.hint}>{t('edit.payoutAccountLocked')}</p>}
      <FormError message={formError} />
      <SubmitButton isSending={isSending}>{t('edit.save')}</SubmitButton>
    </form>
  );
}

interface BankSelectProps {
  brandId: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The banks of the player's currency; the bank already on file stays choosable. */
function BankSelect({ brandId, currency, value, onChange, error }: BankSelectProps) {
  const { t } = useTranslation('account');
  const load = useCallback(() => getPaymentChannels(brandId), [brandId]);
  const request = useRequest<PaymentChannel[]>(load);
  const banks =
    request.status === 'ready'
      ? request.data.filter((channel) => channel.type === 'bank' && channel.currency === currency)
      : [];
  const options = [
    { value: '', label: request.status === 'loading' ? t('common.loading') : t('edit.chooseBank') },
    ...banks.map((bank) => ({ value: bank.code, label: bank.name })),
  ];
  if (value && !banks.some((bank) => bank.code === value)) options.push({ value, label: value });
  return (
    <SelectField
      id="profile-bankName"
      label={t('profile.bankName')}
      value={value}
      options={options}
      onChange={onChange}
      error={error ?? (request.status === 'failed' ? errorMessage(request.error) : null)}
    />
  );
}

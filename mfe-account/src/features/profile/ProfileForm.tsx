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
  Field,
  FormError,
  SelectField,
  SubmitButton,
  useRequest,
  forms,
  panels,
} from '@croupier/ui';
import {
  contactFieldsSchema,
  requiredContactFields,
  validateFields,
  type FieldErrors,
} from '@croupier/shared/validation';

type ContactField = keyof EditProfileFields;

const INPUT_TYPES: Record<ContactField, string> = {
  email: 'email',
  phoneNumber: 'tel',
  bankName: 'text',
  bankAccountName: 'text',
  bankAccountNumber: 'text',
};

/** The contact and bank fields the brand asks for at registration, editable here. */
export function ProfileForm({ user }: { user: UserData }) {
  const setting = useBrandStore((state) => state.config?.authSetting.registerSetting);
  if (!setting || requiredContactFields(setting).length === 0) return null;
  return <ContactForm user={user} setting={setting} />;
}

function ContactForm({ user, setting }: { user: UserData; setting: RegisterSetting }) {
  const { t } = useTranslation('account');
  const setUser = useUserStore((state) => state.setUser);
  const fields = requiredContactFields(setting);
  const [values, setValues] = useState<Record<ContactField, string>>(() => ({
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    bankName: user.bankName ?? '',
    bankAccountName: user.bankAccountName ?? '',
    bankAccountNumber: user.bankAccountNumber ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const result = validateFields(contactFieldsSchema(setting), body);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setIsSending(true);
    try {
      const output = result.output as EditProfileFields;
      const updated = (await editProfile(output)) as UserData | null | undefined;
      setUser(updated ?? { ...user, ...output });
      eventBus.emit('toast', { kind: 'success', message: t('edit.saved') });
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setIsSending(false);
    }
  }

  const change = (field: ContactField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: ContactField) => {
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
          <Field
            key={field}
            id={`profile-${field}`}
            label={t(`profile.${field}`)}
            error={fieldError(field)}
          >
            {(control) => (
              <input
                {...control}
                type={INPUT_TYPES[field]}
                value={values[field]}
                onChange={(event) => change(field)(event.target.value)}
              />
            )}
          </Field>
        ),
      )}
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

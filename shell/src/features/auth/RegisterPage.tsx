import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from '@croupier/shared/router';
import {
  enabledRemote,
  eventBus,
  registerPlayer,
  useBrandStore,
  useUserStore,
} from '@croupier/shared';
import { Field, FormError, TextField, buttons, forms } from '@croupier/ui';
import { SectionLoading } from '../remotes';
import pageStyles from './RegisterPage.module.scss';
import { useFormState } from './useFormState';
import { useLoginStatus } from './useLoginStatus';
import { useRegisterOptions } from './useRegisterOptions';
import {
  DEFAULT_MINIMUM_AGE,
  latestDateOfBirth,
  registerSchema,
  validateFields,
} from '@croupier/shared/validation';

export function RegisterPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const config = useBrandStore((state) => state.config);
  const login = useLoginStatus();
  const referralCode = useUserStore((state) => state.referralCode);
  const options = useRegisterOptions();
  const minimumAge = config?.authSetting.registerSetting.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const form = useFormState(
    {
      username: '',
      password: '',
      confirmPassword: '',
      currency: '',
      email: '',
      phoneNumber: '',
      bankName: '',
      bankAccountName: '',
      bankAccountNumber: '',
      dateOfBirth: '',
      referralCode: referralCode ?? '',
    },
    // The minimum age message names the brand's age.
    (key) => t(key, { age: minimumAge }),
  );

  if (login === 'player') return <Navigate to="/" replace />;
  if (!config) return null;
  const setting = config.authSetting.registerSetting;
  // A brand without the referral remote runs no referral programme: no code to ask for.
  const takesReferrals = enabledRemote(config, 'referral') !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...form.values, currency: form.values.currency || defaultCurrency() };
    const result = validateFields(registerSchema(setting), values);
    if (!result.success) return form.setErrors(result.errors);
    await form.run(async () => {
      const { confirmPassword: _confirm, referralCode: code, ...player } = result.output;
      await registerPlayer({
        brandId: config!.brandId,
        ...player,
        ...(code && takesReferrals ? { referralCode: code } : {}),
      });
      useUserStore.getState().setReferralCode(null);
      eventBus.emit('toast', { kind: 'success', message: t('auth.registered') });
      navigate('/', { replace: true });
      // The new player starts at the top of home, where the first deposit is offered.
      window.scrollTo(0, 0);
    });
  }

  function defaultCurrency() {
    return options.status === 'ready' ? (options.options.currencies[0]?.value ?? '') : '';
  }

  const selectedCurrency = form.values.currency || defaultCurrency();
  // A player's bank must hold the player's currency.
  const banksForCurrency =
    options.status === 'ready'
      ? options.options.banks.filter((bank) => bank.currency === selectedCurrency)
      : [];

  function onCurrencyChange(event: ChangeEvent<HTMLSelectElement>) {
    form.onChange(event);
    form.setValue('bankName', '');
  }

  return (
    <section className={pageStyles.page}>
      <h1>{t('auth.registerTitle')}</h1>
      <p className={pageStyles.lead}>{t('auth.registerLead', { brand: config.brandName })}</p>
      {options.status === 'loading' && <SectionLoading />}
      {options.status === 'error' && (
        <div className={pageStyles.failure}>
          <FormError message={options.message} />
          <button type="button" className={buttons.compactSecondary} onClick={options.retry}>
            {t('remote.retry')}
          </button>
        </div>
      )}
      {options.status === 'ready' && (
        <form
          className={forms.form}
          onSubmit={submit}
          noValidate
          aria-label={t('auth.registerTitle')}
        >
          <FormError message={form.formError} />
          <TextField {...form.field('username', 'auth.username')} autoComplete="username" />
          <TextField
            {...form.field('password', 'auth.password')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            {...form.field('confirmPassword', 'auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
          <Field {...form.labelled('currency', 'auth.currency')}>
            {(control) => (
              <select
                {...control}
                name="currency"
                value={selectedCurrency}
                onChange={onCurrencyChange}
              >
                {options.options.currencies.map((currency) => (
                  <option key={currency.value} value={currency.value}>
                    {currency.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {setting.useEmail && (
            <TextField {...form.field('email', 'auth.email')} type="email" autoComplete="email" />
          )}
          {setting.usePhoneNumber && (
            <TextField
              {...form.field('phoneNumber', 'auth.phoneNumber')}
              type="tel"
              autoComplete="tel"
            />
          )}
          {setting.useBank && (
            <>
              <Field {...form.labelled('bankName', 'auth.bankName')}>
                {(control) => (
                  <select
                    {...control}
                    name="bankName"
                    value={form.values.bankName}
                    onChange={form.onChange}
                  >
                    <option value="">{t('auth.chooseBank')}</option>
                    {banksForCurrency.map((bank) => (
                      <option key={bank.value} value={bank.value}>
                        {bank.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                {...form.field('bankAccountName', 'auth.bankAccountName')}
                autoComplete="name"
              />
              <TextField
                {...form.field('bankAccountNumber', 'auth.bankAccountNumber')}
                inputMode="numeric"
              />
            </>
          )}
          {setting.requireDateOfBirth && (
            <TextField
              {...form.field('dateOfBirth', 'auth.dateOfBirth')}
              type="date"
              max={latestDateOfBirth(minimumAge, new Date())}
              autoComplete="bday"
            />
          )}
          {takesReferrals && <TextField {...form.field('referralCode', 'auth.referralCode')} />}
          <div className={forms.actions}>
            <button
              type="submit"
              className={buttons.compactPrimary}
              disabled={form.submitting}
              aria-busy={form.submitting}
            >
              {form.submitting ? t('common.pleaseWait') : t('auth.createAccount')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eventBus, loginWithPassword, useBrandStore } from '@croupier/shared';
import { FormError, TextField, buttons, forms } from '@croupier/ui';
import { useFormState } from './useFormState';
import { useLoginDialog } from './loginDialogStore';
import { loginSchema, validateFields } from '@croupier/shared/validation';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('shell');
  const brandId = useBrandStore((state) => state.config?.brandId ?? '');
  const form = useFormState({ username: '', password: '' }, t);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateFields(loginSchema, form.values);
    if (!result.success) return form.setErrors(result.errors);
    const loggedIn = await form.run(async () => {
      await loginWithPassword({ brandId, ...result.output });
      eventBus.emit('toast', {
        kind: 'success',
        message: t('auth.welcome', { username: result.output.username }),
      });
    });
    if (loggedIn) onLoggedIn();
    else useLoginDialog.getState().loginRefused();
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-label={t('auth.login')}>
      <FormError message={form.formError} />
      <TextField {...form.field('username', 'auth.username')} autoComplete="username" />
      <TextField
        {...form.field('password', 'auth.password')}
        type="password"
        autoComplete="current-password"
      />
      <button
        type="submit"
        className={buttons.compactPrimary}
        disabled={form.submitting}
        aria-busy={form.submitting}
      >
        {form.submitting ? t('common.pleaseWait') : t('auth.login')}
      </button>
    </form>
  );
}

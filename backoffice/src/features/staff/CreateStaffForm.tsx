import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, TextField, buttons, forms } from '@croupier/ui';
import { AccessFields } from './AccessFields';
import { accessErrors, accessOf, staffUsernameError, type AccessDraft } from './accessValidation';
import { createStaff, type StaffCredentials } from './staffApi';

const EMPTY_ACCESS: AccessDraft = { roles: [], allBrands: true, brandList: '' };

/** A new staff member: checked here first, then created; the answer's secrets go to `onCreated`. */
export function CreateStaffForm({
  onCreated,
}: {
  onCreated: (credentials: StaffCredentials) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [access, setAccess] = useState<AccessDraft>(EMPTY_ACCESS);
  const [showErrors, setShowErrors] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameError = staffUsernameError(username.trim());
  const errors = accessErrors(access);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (usernameError || Object.keys(errors).length > 0) return;
    setIsSending(true);
    setFailure(null);
    try {
      const credentials = await createStaff({ username: username.trim(), ...accessOf(access) });
      setUsername('');
      setAccess(EMPTY_ACCESS);
      setShowErrors(false);
      onCreated(credentials);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className={forms.form} aria-label={t('staff.createTitle')} onSubmit={submit} noValidate>
      <h3>{t('staff.createTitle')}</h3>
      <FormError message={failure} />
      <TextField
        id="staff-username"
        label={t('staff.username')}
        value={username}
        autoComplete="off"
        onChange={(event) => setUsername(event.target.value)}
        error={showErrors && usernameError ? t(usernameError) : null}
      />
      <AccessFields
        idPrefix="staff-create"
        draft={access}
        errors={showErrors ? errors : {}}
        onChange={setAccess}
      />
      <div className={forms.actions}>
        <button type="submit" className={buttons.primary} disabled={isSending}>
          {isSending ? t('common.sending') : t('staff.create')}
        </button>
      </div>
    </form>
  );
}

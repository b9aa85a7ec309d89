import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, TextField, buttons, forms, useSubmit } from '@croupier/ui';
import { AccessFields } from './AccessFields';
import { accessErrors, accessOf, type AccessDraft } from './accessValidation';
import type { Access } from './staffApi';

const EMPTY_ACCESS: AccessDraft = { roles: [], allBrands: true, brandIds: [] };

export interface NamedAccessFormTexts {
  title: string;
  name: string;
  submit: string;
}

/**
 * A name with roles and brands — a staff member's or an API key's: checked here first, then
 * `create`d, and cleared once it was.
 */
export function NamedAccessForm({
  idPrefix,
  texts,
  nameError,
  create,
}: {
  idPrefix: string;
  texts: NamedAccessFormTexts;
  /** A translation key, or null when the name is fine. */
  nameError: (name: string) => string | null;
  create: (name: string, access: Access) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<AccessDraft>(EMPTY_ACCESS);
  const nameProblem = nameError(name.trim());
  const errors = accessErrors(access);
  const { submit, showErrors, isSending, failure } = useSubmit({
    isValid: !nameProblem && Object.keys(errors).length === 0,
    send: async () => {
      await create(name.trim(), accessOf(access));
      setName('');
      setAccess(EMPTY_ACCESS);
    },
  });

  return (
    <form className={forms.form} aria-label={texts.title} onSubmit={submit} noValidate>
      <h3>{texts.title}</h3>
      <FormError message={failure} />
      <TextField
        id={`${idPrefix}-name`}
        label={texts.name}
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={showErrors && nameProblem ? t(nameProblem) : null}
      />
      <AccessFields
        idPrefix={idPrefix}
        draft={access}
        errors={showErrors ? errors : {}}
        onChange={setAccess}
      />
      <div className={forms.actions}>
        <button type="submit" className={buttons.primary} disabled={isSending}>
          {isSending ? t('common.sending') : texts.submit}
        </button>
      </div>
    </form>
  );
}

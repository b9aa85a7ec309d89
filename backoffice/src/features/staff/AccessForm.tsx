import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';
import { AccessFields } from './AccessFields';
import { accessErrors, accessOf, draftOf } from './accessValidation';
import type { Access } from './staffApi';
import styles from './staff.module.scss';

/** Changes a member's roles and brands; `onSave` gets only an access that passed the checks. */
export function AccessForm({
  idPrefix,
  title,
  access,
  isSending,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  title: string;
  access: Access;
  isSending: boolean;
  onSave: (access: Access) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(access));
  const [showErrors, setShowErrors] = useState(false);
  const errors = accessErrors(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errors).length === 0) onSave(accessOf(draft));
  }

  return (
    <form className={styles.inlineForm} aria-label={title} onSubmit={submit} noValidate>
      <AccessFields
        idPrefix={idPrefix}
        draft={draft}
        errors={showErrors ? errors : {}}
        onChange={setDraft}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttons.compactPrimary} disabled={isSending}>
          {t('staff.saveAccess')}
        </button>
        <button type="button" className={buttons.compactSecondary} onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}

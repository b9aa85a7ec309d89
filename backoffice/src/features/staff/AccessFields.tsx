import { useTranslation } from 'react-i18next';
import { TextField, forms } from '@croupier/ui';
import { STAFF_ROLES, type StaffRole } from '../session';
import type { AccessDraft, AccessErrors } from './accessValidation';
import styles from './staff.module.scss';

/** Roles as checkboxes and brands as "all" or a typed list: the access of a member or key. */
export function AccessFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: AccessDraft;
  errors: AccessErrors;
  onChange: (draft: AccessDraft) => void;
}) {
  const { t } = useTranslation();

  function toggleRole(role: StaffRole, checked: boolean) {
    const roles = checked ? [...draft.roles, role] : draft.roles.filter((held) => held !== role);
    onChange({ ...draft, roles: STAFF_ROLES.filter((known) => roles.includes(known)) });
  }

  return (
    <>
      <fieldset
        className={styles.choices}
        aria-describedby={errors.roles && `${idPrefix}-roles-error`}
      >
        <legend className={forms.label}>{t('staff.roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className={styles.choice}>
            <input
              type="checkbox"
              checked={draft.roles.includes(role)}
              onChange={(event) => toggleRole(role, event.target.checked)}
            />
            {t(`roles.${role}`)}
          </label>
        ))}
        {errors.roles && (
          <span id={`${idPrefix}-roles-error`} className={forms.error} role="alert">
            {t(errors.roles)}
          </span>
        )}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={forms.label}>{t('staff.brands')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${idPrefix}-brands`}
            checked={draft.allBrands}
            onChange={() => onChange({ ...draft, allBrands: true })}
          />
          {t('staff.allBrands')}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${idPrefix}-brands`}
            checked={!draft.allBrands}
            onChange={() => onChange({ ...draft, allBrands: false })}
          />
          {t('staff.someBrands')}
        </label>
        {!draft.allBrands && (
          <TextField
            id={`${idPrefix}-brand-list`}
            label={t('staff.brandList')}
            value={draft.brandList}
            onChange={(event) => onChange({ ...draft, brandList: event.target.value })}
            error={errors.brands ? t(errors.brands) : null}
          />
        )}
      </fieldset>
    </>
  );
}

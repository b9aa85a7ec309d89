import { useTranslation } from 'react-i18next';
import { Loaded, forms } from '@croupier/ui';
import { useBrands } from '../brand-picker';
import { STAFF_ROLES, type StaffRole } from '../session';
import type { AccessDraft, AccessErrors } from './accessValidation';
import styles from './staff.module.scss';

/** Roles as checkboxes and brands as "all" or ticked in a list: the access of a member or key. */
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
      <fieldset
        className={styles.choices}
        aria-describedby={errors.brands && `${idPrefix}-brands-error`}
      >
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
          <BrandChoices
            chosen={draft.brandIds}
            onChange={(brandIds) => onChange({ ...draft, brandIds })}
          />
        )}
        {errors.brands && (
          <span id={`${idPrefix}-brands-error`} className={forms.error} role="alert">
            {t(errors.brands)}
          </span>
        )}
      </fieldset>
    </>
  );
}

/** The brands to tick, loaded when first needed; a stored brand the list lacks stays tickable. */
function BrandChoices({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (brandIds: string[]) => void;
}) {
  const brands = useBrands();
  return (
    <Loaded request={brands}>
      {(list) => {
        const known = new Set(list.map((brand) => brand.brandId));
        const choices = [
          ...list,
          ...chosen.filter((id) => !known.has(id)).map((id) => ({ brandId: id, name: id })),
        ];
        return choices.map((brand) => (
          <label key={brand.brandId} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(brand.brandId)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, brand.brandId]
                    : chosen.filter((id) => id !== brand.brandId),
                )
              }
            />
            {brand.name === brand.brandId ? brand.brandId : `${brand.name} (${brand.brandId})`}
          </label>
        ));
      }}
    </Loaded>
  );
}

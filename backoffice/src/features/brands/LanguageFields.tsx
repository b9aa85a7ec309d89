import { useTranslation } from 'react-i18next';
import { SelectField } from '@croupier/ui';
import { LANGUAGE_CODES, type LanguageCode } from './brandsApi';
import type { SettingsErrors } from './settingsDraft';
import styles from './brands.module.scss';

/** Each language as its own speakers name it (its code tells the region apart). */
function nativeName(code: LanguageCode): string {
  const language = code.slice(0, code.indexOf('-'));
  return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? code;
}

/** Which languages the site's menu offers (in the order they were chosen) and its default. */
export function LanguageFields({
  languages,
  defaultLanguage,
  errors,
  onChange,
}: {
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  errors: SettingsErrors;
  onChange: (change: { languages: LanguageCode[]; defaultLanguage: LanguageCode }) => void;
}) {
  const { t } = useTranslation();

  function toggle(code: LanguageCode, shown: boolean) {
    const next = shown ? [...languages, code] : languages.filter((language) => language !== code);
    onChange({ languages: next, defaultLanguage });
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('brands.languages.title')}</legend>
      <div className={styles.checkGrid} role="group" aria-label={t('brands.languages.shown')}>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className={styles.check}>
            <input
              type="checkbox"
              checked={languages.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            {nativeName(code)} <span className={styles.hint}>{code}</span>
          </label>
        ))}
      </div>
      {errors.languages && (
        <p className={styles.error} role="alert">
          {t(errors.languages)}
        </p>
      )}
      <SelectField
        id="brand-default-language"
        label={t('brands.languages.default')}
        value={defaultLanguage}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: nativeName(code) }))}
        onChange={(code) => onChange({ languages, defaultLanguage: code as LanguageCode })}
        error={errors.defaultLanguage ? t(errors.defaultLanguage) : null}
      />
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { SelectField } from '@croupier/ui';
import { LANGUAGE_CODES, type LanguageCode } from './brandsApi';
import { CheckField } from '../forms';
import { SettingsFieldset, type SettingsPartProps } from './SettingsFieldset';
import type { SettingsDraft } from './settingsDraft';
import styles from './brands.module.scss';

/** Each language as its own speakers name it (its code tells the region apart). */
function nativeName(code: LanguageCode): string {
  const language = code.slice(0, code.indexOf('-'));
  return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? code;
}

/** Which languages the site's menu offers (in the order they were chosen) and its default. */
export function LanguageFields({
  value: { languages, defaultLanguage },
  errorOf,
  onChange,
}: SettingsPartProps<Pick<SettingsDraft, 'languages' | 'defaultLanguage'>>) {
  const { t } = useTranslation();
  const languagesError = errorOf('languages');

  function toggle(code: LanguageCode, shown: boolean) {
    const next = shown ? [...languages, code] : languages.filter((language) => language !== code);
    onChange({ languages: next, defaultLanguage });
  }

  return (
    <SettingsFieldset legend={t('brands.languages.title')}>
      <div className={styles.checkGrid} role="group" aria-label={t('brands.languages.shown')}>
        {LANGUAGE_CODES.map((code) => (
          <CheckField
            key={code}
            label={
              <>
                {nativeName(code)} <span className={styles.hint}>{code}</span>
              </>
            }
            checked={languages.includes(code)}
            onChange={(shown) => toggle(code, shown)}
          />
        ))}
      </div>
      {languagesError && (
        <p className={styles.error} role="alert">
          {languagesError}
        </p>
      )}
      <SelectField
        id="brand-default-language"
        label={t('brands.languages.default')}
        value={defaultLanguage}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: nativeName(code) }))}
        onChange={(code) => onChange({ languages, defaultLanguage: code as LanguageCode })}
        error={errorOf('defaultLanguage')}
      />
    </SettingsFieldset>
  );
}

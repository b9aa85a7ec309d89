import { useTranslation } from 'react-i18next';
import { forms } from '@croupier/ui';

const LANGUAGES = [
  { code: 'en-US', label: 'English' },
  { code: 'id-ID', label: 'Bahasa Indonesia' },
];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('nav.language')}
      className={forms.input}
      value={i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code}>
          {language.label}
        </option>
      ))}
    </select>
  );
}

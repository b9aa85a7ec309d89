import { useTranslation } from 'react-i18next';
import { changeLanguage, isSupportedLanguage, useBrandStore } from '@croupier/shared';
import styles from './LanguageSwitcher.module.scss';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const options = useBrandStore((state) => state.config?.langOption ?? []);
  const shown = options.filter((option) => option.isDisplay).sort((a, b) => a.order - b.order);
  if (shown.length < 2) return null;
  return (
    <select
      className={styles.select}
      aria-label={t('common.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
    >
      {shown.map((option) => (
        <option key={option.langCode} value={option.langCode}>
          {option.lang}
        </option>
      ))}
    </select>
  );
}

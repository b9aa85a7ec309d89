import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LobbyPage.module.scss';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  /** Called once typing pauses, so the URL is not rewritten on every key. */
  onSearch: (value: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('games');
  const inputId = useId();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{t('lobby.searchLabel')}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={t('lobby.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** A draw time in the reader's language and time zone. */
export function DrawTime({ at }: { at: string }) {
  const { i18n } = useTranslation('games');
  const text = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
  return <time dateTime={at}>{text}</time>;
}

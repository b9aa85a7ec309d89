import { useTranslation } from 'react-i18next';

export function PublishedDate({ publishedAt }: { publishedAt: string }) {
  const { i18n } = useTranslation('shell');
  const date = new Date(publishedAt);
  return (
    <time dateTime={publishedAt}>
      {date.toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' })}
    </time>
  );
}

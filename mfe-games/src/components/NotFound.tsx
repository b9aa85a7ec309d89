import { Link } from '@croupier/shared/router';
import { useTranslation } from 'react-i18next';
import { panels } from '@croupier/ui';

/** A path inside this remote's URL space that names nothing, e.g. an unknown category. */
export function NotFound({ message }: { message: string }) {
  const { t } = useTranslation('games');
  return (
    <section className={panels.state}>
      <h1>{t('notFound.title')}</h1>
      <p>{message}</p>
      <Link to="/games/">{t('notFound.backToLobby')}</Link>
    </section>
  );
}

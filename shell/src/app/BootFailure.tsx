import { useTranslation } from 'react-i18next';
import { buttons } from '@croupier/ui';

/** The brand config could not be loaded: nothing else can render, so say so and offer a retry. */
export function BootFailure({ message }: { message: string }) {
  const { t } = useTranslation('shell');
  return (
    <section role="alert" style={{ maxWidth: '32rem', margin: '4rem auto', textAlign: 'center' }}>
      <h1>{t('boot.failedTitle')}</h1>
      <p>{message}</p>
      <button
        type="button"
        className={buttons.compactPrimary}
        onClick={() => window.location.reload()}
      >
        {t('remote.retry')}
      </button>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@croupier/shared';
import type { Request } from '../hooks/useRequest';
import { buttons } from '@croupier/ui';
import styles from './RequestStates.module.scss';

export function Loading() {
  const { t } = useTranslation('games');
  return (
    <p className={styles.state} role="status">
      {t('common.loading')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.state}>
      <p role="alert">{errorMessage(error)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Loading and error states of a request; `children` renders its data. */
export function Loaded<Data>({
  request,
  children,
}: {
  request: Request<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (request.status === 'loading') return <Loading />;
  if (request.status === 'failed')
    return <LoadFailed error={request.error} onRetry={request.retry} />;
  return <>{children(request.data)}</>;
}

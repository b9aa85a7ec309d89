import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiNamespace } from './UiNamespace';
import { errorMessage } from '@croupier/shared';
import type { Request } from '../hooks/useRequest';
import buttons from '../styles/buttons.module.scss';
import styles from '../styles/panels.module.scss';

export function Loading() {
  const { t } = useTranslation(useUiNamespace());
  return (
    <div className={styles.state}>
      <p role="status">{t('common.loading')}</p>
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(useUiNamespace());
  return (
    <div className={styles.state}>
      <p role="alert">{errorMessage(error)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={styles.state}>
      <p>{children}</p>
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
  if (request.status === 'failed') {
    return <LoadFailed error={request.error} onRetry={() => void request.reload()} />;
  }
  return <>{children(request.data)}</>;
}

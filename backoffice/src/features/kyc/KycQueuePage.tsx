import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRequest } from '@croupier/ui';
import { formatWait, minutesSince } from '../payments';
import { PagedTable, headings } from '../tables';
import { loadQueue, type KycQueueEntry } from './kycApi';
import styles from './kyc.module.scss';

/** The verifications waiting for a decision, oldest first with their wait; the page is in the URL. */
export function KycQueuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const load = useCallback(() => loadQueue(page), [page]);
  const queue = useRequest(load);

  return (
    <section aria-labelledby="kyc-queue-title" className={styles.page}>
      <h1 id="kyc-queue-title">{t('kyc.title')}</h1>
      <p className={styles.muted}>{t('kyc.intro')}</p>
      <PagedTable<KycQueueEntry>
        request={queue}
        page={page}
        onPage={(next) => setParams({ page: String(next) })}
        empty={t('kyc.empty')}
        csvName="kyc-queue"
        loadPage={loadQueue}
        columns={headings<KycQueueEntry>(
          t,
          'kyc.columns',
          ['waiting', 'player', 'brand', 'fullName', 'documents', 'state'],
          [],
          {
            waiting: {
              kind: 'number',
              value: (entry) => minutesSince(entry.submittedAt, Date.now()),
            },
            player: { value: (entry) => entry.username },
            brand: { value: (entry) => entry.brandId },
            fullName: { value: (entry) => entry.fullName },
            documents: { kind: 'number', value: (entry) => entry.documentCount },
            state: { value: (entry) => stateOf(t, entry) },
          },
        )}
        rowOf={(entry) => <QueueRow key={entry.playerId} entry={entry} />}
      />
    </section>
  );
}

/** Whose approval the verification waits for. */
function stateOf(t: TFunction, entry: KycQueueEntry) {
  return entry.firstApprovedBy !== null
    ? t('kyc.awaitingSecond', { name: entry.firstApprovedBy })
    : t('kyc.awaitingFirst');
}

function QueueRow({ entry }: { entry: KycQueueEntry }) {
  const { t, i18n } = useTranslation();
  // The wait is read once per render of the page: the queue is reloaded, not ticking.
  const [now] = useState(() => Date.now());
  return (
    <tr>
      <td>{formatWait(minutesSince(entry.submittedAt, now), i18n.language)}</td>
      <td>
        <Link
          to={`/kyc/${entry.playerId}`}
          aria-label={t('kyc.reviewOf', { username: entry.username })}
        >
          {entry.username}
        </Link>
      </td>
      <td>{entry.brandId}</td>
      <td className={styles.wrap}>{entry.fullName ?? '—'}</td>
      <td>{entry.documentCount}</td>
      <td>
        {stateOf(t, entry)}
        {entry.screeningMatch !== null && (
          <span className={styles.warning}> · {t('kyc.screeningFlag')}</span>
        )}
      </td>
    </tr>
  );
}

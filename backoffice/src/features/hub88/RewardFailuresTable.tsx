import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, LocalTime, buttons, useRequest, useSubmit } from '@croupier/ui';
import { ListTable, headings } from '../tables';
import { loadRewardFailures, retryRewardFailure, type RewardFailure } from './hub88';
import styles from './hub88.module.scss';

/**
 * Free-spin grants whose Hub88 reward could not be created or cancelled, with Hub88's last answer.
 * The binding pass retries each after two minutes; marketing can retry one now.
 */
export function RewardFailuresTable({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const failures = useRequest(loadRewardFailures);
  const retry = useSubmit();
  const [outcome, setOutcome] = useState<string | null>(null);

  async function retryNow(failure: RewardFailure) {
    setOutcome(null);
    let resolved = false;
    const sent = await retry.run(async () => {
      resolved = (await retryRewardFailure(failure)).resolved;
    });
    if (!sent) return;
    setOutcome(
      t(resolved ? 'hub88.rewardFailures.resolved' : 'hub88.rewardFailures.stillFailing', {
        grant: failure.grantId,
      }),
    );
    await failures.reload();
  }

  return (
    <section aria-labelledby="reward-failures-title">
      <h2 id="reward-failures-title">{t('hub88.rewardFailures.title')}</h2>
      <p className={styles.intro}>{t('hub88.rewardFailures.intro')}</p>
      {outcome && <p role="status">{outcome}</p>}
      <FormError message={retry.failure} />
      <ListTable<RewardFailure>
        request={failures}
        empty={t('hub88.rewardFailures.empty')}
        csvName="hub88-reward-failures"
        columns={headings<RewardFailure>(
          t,
          'hub88.rewardFailures',
          [
            'failedAt',
            'grant',
            'action',
            'game',
            'attempts',
            'error',
            ...(canWrite ? ['retry'] : []),
          ],
          [],
          {
            failedAt: { kind: 'date', value: (failure) => failure.failedAt },
            grant: { value: (failure) => failure.grantId },
            action: { value: (failure) => t(`hub88.rewardFailures.actions.${failure.action}`) },
            game: { value: (failure) => failure.gameCode },
            attempts: { kind: 'number', value: (failure) => failure.attempts },
            error: { value: (failure) => failure.error },
          },
        )}
        rowOf={(failure) => (
          <tr key={`${failure.grantId}:${failure.action}`}>
            <td>
              <LocalTime at={failure.failedAt} />
            </td>
            <td>
              <code className={styles.id}>{failure.grantId}</code>
            </td>
            <td>{t(`hub88.rewardFailures.actions.${failure.action}`)}</td>
            <td>
              <code>{failure.gameCode}</code>
            </td>
            <td>{failure.attempts}</td>
            <td className={styles.answer}>{failure.error}</td>
            {canWrite && (
              <td>
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={retry.isSending}
                  onClick={() => void retryNow(failure)}
                >
                  {t('hub88.rewardFailures.retryNow')}
                </button>
              </td>
            )}
          </tr>
        )}
      />
    </section>
  );
}

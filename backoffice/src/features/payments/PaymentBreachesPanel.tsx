import { useTranslation } from 'react-i18next';
import type { PaymentBreach } from '@croupier/contracts';
import { panels, type Request } from '@croupier/ui';
import { ListTable, TimeCell } from '../tables';
import { formatWait } from './waitTimes';

/** Every payment step of the caller's brands waiting past its time limit, longest overdue first. */
export function PaymentBreachesPanel({ breaches }: { breaches: Request<PaymentBreach[]> }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={panels.panel} aria-labelledby="breaches-title">
      <h2 id="breaches-title">{t('payments.breachesTitle')}</h2>
      <ListTable
        request={breaches}
        empty={t('payments.breachesEmpty')}
        columns={[
          { label: t('payments.step') },
          { label: t('payments.player') },
          { label: t('payments.brand') },
          { label: t('payments.since') },
          { label: t('payments.dueAt') },
          { label: t('payments.overdueBy') },
        ]}
        rowOf={(breach) => (
          <tr key={`${breach.step}:${breach.itemId}`}>
            <td>{t(`payments.steps.${breach.step}`)}</td>
            <td>{breach.username}</td>
            <td>{breach.brandId}</td>
            <TimeCell at={breach.since} />
            <TimeCell at={breach.dueAt} />
            <td>{formatWait(breach.overdueMinutes, i18n.language)}</td>
          </tr>
        )}
      />
    </section>
  );
}

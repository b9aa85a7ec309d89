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
        csvName="payments-past-time-limit"
        columns={[
          { label: t('payments.step'), value: (breach) => t(`payments.steps.${breach.step}`) },
          { label: t('payments.player'), value: (breach) => breach.username },
          { label: t('payments.brand'), value: (breach) => breach.brandId },
          { label: t('payments.since'), kind: 'date', value: (breach) => breach.since },
          { label: t('payments.dueAt'), kind: 'date', value: (breach) => breach.dueAt },
          // Whole minutes in the CSV file.
          {
            label: t('payments.overdueBy'),
            kind: 'number',
            value: (breach) => breach.overdueMinutes,
          },
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

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded, buttons, panels, useRequest } from '@croupier/ui';
import { CheckField } from '../forms';
import { ListTable, TableOrEmpty, headings } from '../tables';
import {
  loadReconciledDay,
  loadReconciledDays,
  type ReconciledDay,
  type ReconciliationItem,
} from './hub88';
import styles from './hub88.module.scss';

/** An amount and a status or outcome side by side, or a dash when that side has nothing. */
const sideOf = (amount: string | null, state: string | null) =>
  [amount, state].filter((part) => part !== null).join(' · ') || '—';

/**
 * The daily reconciliation with Hub88's transactions/list: the days with differences (or every
 * day reconciled), and a day's differences by transaction.
 */
export function Hub88ReconciliationPage() {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const loadDays = useCallback(() => loadReconciledDays(all), [all]);
  const days = useRequest(loadDays);

  return (
    <section aria-labelledby="reconciliation-title">
      <h1 id="reconciliation-title">{t('hub88.reconciliation.title')}</h1>
      <p className={styles.intro}>{t('hub88.reconciliation.intro')}</p>
      <CheckField label={t('hub88.reconciliation.all')} checked={all} onChange={setAll} />
      <ListTable
        request={days}
        empty={t(all ? 'hub88.reconciliation.none' : 'hub88.reconciliation.noDifferences')}
        csvName="hub88-reconciliation"
        columns={headings<ReconciledDay>(
          t,
          'hub88.reconciliation',
          ['day', 'hub88Count', 'ledgerCount', 'differences'],
          ['hub88Count', 'ledgerCount', 'differences'],
          {
            day: { kind: 'date', value: (reconciled) => reconciled.day },
            hub88Count: { kind: 'number', value: (reconciled) => reconciled.hub88Count },
            ledgerCount: { kind: 'number', value: (reconciled) => reconciled.ledgerCount },
            differences: { kind: 'number', value: (reconciled) => reconciled.differences },
          },
        )}
        rowOf={(reconciled) => (
          <tr key={reconciled.day}>
            <th scope="row">
              {reconciled.differences > 0 ? (
                <button
                  type="button"
                  className={buttons.compactSecondary}
                  aria-pressed={day === reconciled.day}
                  onClick={() => setDay(reconciled.day)}
                >
                  {reconciled.day}
                </button>
              ) : (
                reconciled.day
              )}
            </th>
            <td className={panels.amount}>{reconciled.hub88Count}</td>
            <td className={panels.amount}>{reconciled.ledgerCount}</td>
            <td className={panels.amount}>{reconciled.differences}</td>
          </tr>
        )}
      />
      {day !== null && <DayDifferences day={day} />}
    </section>
  );
}

function DayDifferences({ day }: { day: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => loadReconciledDay(day), [day]);
  const detail = useRequest(load);
  return (
    <section aria-labelledby="reconciliation-day" className={styles.day}>
      <h2 id="reconciliation-day">{t('hub88.reconciliation.dayTitle', { day })}</h2>
      <Loaded request={detail}>
        {({ items }) => (
          <TableOrEmpty<ReconciliationItem>
            items={items}
            empty={t('hub88.reconciliation.noDifferences')}
            csvName={`hub88-reconciliation-${day}`}
            columns={headings<ReconciliationItem>(
              t,
              'hub88.reconciliation',
              ['transaction', 'difference', 'kind', 'hub88', 'ledger'],
              [],
              {
                transaction: { value: (item) => item.transactionUuid },
                difference: {
                  value: (item) => t(`hub88.reconciliation.differenceOf.${item.difference}`),
                },
                kind: { value: (item) => item.kind },
                hub88: { value: (item) => sideOf(item.hub88Amount, item.hub88Status) },
                ledger: { value: (item) => sideOf(item.ledgerAmount, item.ledgerOutcome) },
              },
            )}
            rowOf={(item) => (
              <tr key={item.transactionUuid}>
                <td>
                  <code className={styles.id}>{item.transactionUuid}</code>
                </td>
                <td>{t(`hub88.reconciliation.differenceOf.${item.difference}`)}</td>
                <td>{item.kind ?? '—'}</td>
                <td>{sideOf(item.hub88Amount, item.hub88Status)}</td>
                <td>{sideOf(item.ledgerAmount, item.ledgerOutcome)}</td>
              </tr>
            )}
          />
        )}
      </Loaded>
    </section>
  );
}

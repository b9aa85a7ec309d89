import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_STATEMENT_MONTHS,
  formatCurrencyAmount,
  getActivityStatement,
  type ActivityStatement,
  type ActivityStatementMonths,
} from '@croupier/shared';
import { DataTable, EmptyState, Loaded, SelectField, panels, useRequest } from '@croupier/ui';
import { AccountPage } from '../../components/AccountPage';
import { YearStatementPanel } from './YearStatementPanel';

/** Approved deposits, withdrawals and their net per currency over the last 3, 6 or 12 months. */
export function ActivityStatementPage() {
  const { t } = useTranslation('account');
  const [months, setMonths] = useState<ActivityStatementMonths>(ACTIVITY_STATEMENT_MONTHS[0]);
  const load = useCallback(() => getActivityStatement(months), [months]);
  const statement = useRequest<ActivityStatement>(load);

  return (
    <AccountPage title={t('statement.title')} wide>
      <p>{t('statement.explanation')}</p>
      <SelectField
        id="statement-months"
        label={t('statement.period')}
        value={String(months)}
        options={ACTIVITY_STATEMENT_MONTHS.map((option) => ({
          value: String(option),
          label: t(`statement.lengths.${option}`),
        }))}
        onChange={(value) => setMonths(Number(value) as ActivityStatementMonths)}
      />
      <Loaded request={statement}>
        {({ currencies }) =>
          currencies.length === 0 ? (
            <EmptyState>{t('statement.empty')}</EmptyState>
          ) : (
            <DataTable
              columns={[
                { label: t('statement.currency') },
                { label: t('statement.deposits'), amount: true },
                { label: t('statement.withdrawals'), amount: true },
                { label: t('statement.net'), amount: true },
              ]}
            >
              {currencies.map(({ currency, deposits, withdrawals, net }) => (
                <tr key={currency}>
                  <td>{currency}</td>
                  <td className={panels.amount}>{formatCurrencyAmount(deposits, currency)}</td>
                  <td className={panels.amount}>{formatCurrencyAmount(withdrawals, currency)}</td>
                  <td className={panels.amount}>{formatCurrencyAmount(net, currency)}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      <YearStatementPanel />
    </AccountPage>
  );
}

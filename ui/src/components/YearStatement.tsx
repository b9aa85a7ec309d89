import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEAR_STATEMENT_LINES, type YearStatement } from '@croupier/shared';
import { useRequest, type Request } from '../hooks/useRequest';
import { DataTable } from './DataTable';
import { EmptyState, Loaded } from './RequestStates';
import type { FormatAmount } from './RoundRecord';
import { SelectField } from './SelectField';
import { useUiNamespace } from './UiNamespace';
import panels from '../styles/panels.module.scss';
import styles from './YearStatement.module.scss';

/** The years one may pick: this one and the five before it. */
const YEARS_BACK = 5;

export type YearStatementLine = (typeof YEAR_STATEMENT_LINES)[number];

/** The year picked and its statement, read with `read` (the player's own, or staff's). */
export interface YearStatementChoice {
  thisYear: number;
  year: number;
  setYear: (year: number) => void;
  statement: Request<YearStatement>;
}

/** `read` must keep its identity between renders (a `useCallback`), or it reads again. */
export function useYearStatement(
  read: (year: number) => Promise<YearStatement>,
  now: Date,
): YearStatementChoice {
  const thisYear = now.getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const load = useCallback(() => read(year), [read, year]);
  return { thisYear, year, setYear, statement: useRequest(load) };
}

/**
 * The statement of a calendar year (GLI-19 2.5.7) and the year's picker: per currency (a column
 * each) the balance when the year began, every line that moved it and the balance when it ended;
 * per game the rounds played. The same for the player and for staff; the page names the lines and
 * the currency column, and says how amounts read. Other texts under `yearStatement.*` of the
 * page's namespace.
 */
export function YearStatementView({
  choice: { thisYear, year, setYear, statement },
  formatAmount,
  currencyLabel,
  lineLabel,
  gameCurrency = false,
}: {
  choice: YearStatementChoice;
  formatAmount: FormatAmount;
  currencyLabel: string;
  lineLabel: (line: YearStatementLine) => string;
  /** A currency column in the games' table (staff read the code beside each amount instead). */
  gameCurrency?: boolean;
}) {
  const { t, i18n } = useTranslation(useUiNamespace());
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, back) => String(thisYear - back));
  const amountCell = (amount: string, currency: string, key?: string) => (
    <td key={key} className={panels.amount}>
      {formatAmount(amount, currency)}
    </td>
  );
  return (
    <>
      <SelectField
        id="year-statement-year"
        label={t('yearStatement.year')}
        value={String(year)}
        options={years.map((option) => ({ value: option, label: option }))}
        onChange={(value) => setYear(Number(value))}
      />
      <Loaded request={statement}>
        {({ currencies, games }) =>
          currencies.length === 0 && games.length === 0 ? (
            <EmptyState>{t('yearStatement.empty')}</EmptyState>
          ) : (
            <>
              <div className={styles.lines}>
                <DataTable
                  columns={[
                    { label: currencyLabel },
                    ...currencies.map(({ currency }) => ({ label: currency, amount: true })),
                  ]}
                >
                  {YEAR_STATEMENT_LINES.map((line) => (
                    <tr key={line}>
                      <th scope="row">{lineLabel(line)}</th>
                      {currencies.map((row) => amountCell(row[line], row.currency, row.currency))}
                    </tr>
                  ))}
                </DataTable>
              </div>
              {games.length > 0 && (
                <DataTable
                  columns={[
                    { label: t('yearStatement.game') },
                    ...(gameCurrency ? [{ label: currencyLabel }] : []),
                    { label: t('yearStatement.rounds'), amount: true },
                    { label: t('yearStatement.wagers'), amount: true },
                    { label: t('yearStatement.wins'), amount: true },
                    { label: t('yearStatement.net'), amount: true },
                  ]}
                >
                  {games.map((game) => (
                    <tr key={`${game.gpid}:${game.gameCode}:${game.currency}`}>
                      <td>{game.game}</td>
                      {gameCurrency && <td>{game.currency}</td>}
                      <td className={panels.amount}>{game.rounds.toLocaleString(i18n.language)}</td>
                      {amountCell(game.wagers, game.currency)}
                      {amountCell(game.wins, game.currency)}
                      {amountCell(game.net, game.currency)}
                    </tr>
                  ))}
                </DataTable>
              )}
            </>
          )
        }
      </Loaded>
    </>
  );
}

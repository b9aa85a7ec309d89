import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  YEAR_STATEMENT_LINES,
  errorMessage,
  formatCurrencyAmount,
  getYearStatement,
  getYearStatementCsv,
  type YearStatement,
} from '@croupier/shared';
import {
  DataTable,
  EmptyState,
  FormError,
  Loaded,
  SelectField,
  buttons,
  panels,
  useRequest,
} from '@croupier/ui';
import styles from './YearStatementPanel.module.scss';

/** The years a player may ask for: this one and the five before it. */
const YEARS_BACK = 5;

/** Each line's text: the payments' as on the monthly statement, the others the year's own. */
const LINE_TEXTS = Object.fromEntries(
  YEAR_STATEMENT_LINES.map((line) => [
    line,
    line === 'deposits' || line === 'withdrawals' ? `statement.${line}` : `yearStatement.${line}`,
  ]),
) as Record<(typeof YEAR_STATEMENT_LINES)[number], string>;

/**
 * The statement of a calendar year (GLI-19 2.5.7): per currency (a column each) the balance when
 * the year began, every line that moved it and the balance when it ended; per game the rounds
 * played; on screen, and as the API's CSV file to save.
 */
export function YearStatementPanel({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('account');
  const thisYear = now.getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const load = useCallback(() => getYearStatement(year), [year]);
  const statement = useRequest<YearStatement>(load);

  async function download() {
    setDownloadFailure(null);
    try {
      const file = await getYearStatementCsv(year);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `statement-${year}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setDownloadFailure(errorMessage(error));
    }
  }

  return (
    <section className={panels.panel} aria-labelledby="year-statement-title">
      <h2 id="year-statement-title">{t('yearStatement.title')}</h2>
      <p>{t('yearStatement.explanation')}</p>
      <SelectField
        id="year-statement-year"
        label={t('yearStatement.year')}
        value={String(year)}
        options={Array.from({ length: YEARS_BACK + 1 }, (_, back) => String(thisYear - back)).map(
          (option) => ({ value: option, label: option }),
        )}
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
                    { label: t('statement.currency') },
                    ...currencies.map(({ currency }) => ({ label: currency, amount: true })),
                  ]}
                >
                  {YEAR_STATEMENT_LINES.map((line) => (
                    <tr key={line}>
                      <th scope="row">{t(LINE_TEXTS[line])}</th>
                      {currencies.map((row) => (
                        <td key={row.currency} className={panels.amount}>
                          {formatCurrencyAmount(row[line], row.currency)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </DataTable>
              </div>
              {games.length > 0 && (
                <DataTable
                  columns={[
                    { label: t('yearStatement.game') },
                    { label: t('statement.currency') },
                    { label: t('yearStatement.rounds'), amount: true },
                    { label: t('yearStatement.wagers'), amount: true },
                    { label: t('yearStatement.wins'), amount: true },
                    { label: t('yearStatement.net'), amount: true },
                  ]}
                >
                  {games.map((game) => (
                    <tr key={`${game.gpid}:${game.gameCode}:${game.currency}`}>
                      <td>{game.game}</td>
                      <td>{game.currency}</td>
                      <td className={panels.amount}>{game.rounds.toLocaleString()}</td>
                      <td className={panels.amount}>
                        {formatCurrencyAmount(game.wagers, game.currency)}
                      </td>
                      <td className={panels.amount}>
                        {formatCurrencyAmount(game.wins, game.currency)}
                      </td>
                      <td className={panels.amount}>
                        {formatCurrencyAmount(game.net, game.currency)}
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </>
          )
        }
      </Loaded>
      <FormError message={downloadFailure} />
      <button type="button" className={buttons.secondary} onClick={() => void download()}>
        {t('yearStatement.download')}
      </button>
    </section>
  );
}

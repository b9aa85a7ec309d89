import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEAR_STATEMENT_LINES, type YearStatement } from '@croupier/contracts';
import {
  DataTable,
  EmptyState,
  Loaded,
  SelectField,
  buttons,
  panels,
  useRequest,
} from '@croupier/ui';
import { AmountCell, headings } from '../tables';
import { adminGet } from '../admin-api';

/** The years staff may pick: this one and the five before it, as the player can. */
const YEARS_BACK = 5;

const statementPath = (playerId: string) => `players/${encodeURIComponent(playerId)}/statement`;

/** The CSV the player downloads, through the site's own origin (the session cookie travels). */
const statementCsvUrl = (playerId: string, year: number) =>
  `/admin/v1/${statementPath(playerId)}?${new URLSearchParams({ year: String(year), format: 'csv' }).toString()}`;

/**
 * The player's statement of a calendar year (GLI-19 2.5.7), as the player reads it: per currency
 * the balance when the year began, every line that moved it and the balance when it ended; per
 * game the rounds played.
 */
export function PlayerYearStatementPanel({
  playerId,
  now = new Date(),
}: {
  playerId: string;
  now?: Date;
}) {
  const { t, i18n } = useTranslation();
  const thisYear = now.getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const load = useCallback(
    () => adminGet<YearStatement>(statementPath(playerId), { year: String(year) }),
    [playerId, year],
  );
  const statement = useRequest(load);
  return (
    <section className={panels.panel} aria-labelledby="year-statement-title">
      <h2 id="year-statement-title">{t('yearStatement.title')}</h2>
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
              {/* A column per currency, the lines from the opening balance to the closing one. */}
              <DataTable
                columns={[
                  { label: t('yearStatement.currency') },
                  ...currencies.map(({ currency }) => ({ label: currency, amount: true })),
                ]}
              >
                {YEAR_STATEMENT_LINES.map((line) => (
                  <tr key={line}>
                    <th scope="row">{t(`yearStatement.${line}`)}</th>
                    {currencies.map((row) => (
                      <AmountCell key={row.currency} amount={row[line]} currency={row.currency} />
                    ))}
                  </tr>
                ))}
              </DataTable>
              {games.length > 0 && (
                <DataTable
                  columns={headings(
                    t,
                    'yearStatement',
                    ['game', 'rounds', 'wagers', 'wins', 'net'],
                    ['rounds', 'wagers', 'wins', 'net'],
                  )}
                >
                  {games.map((game) => (
                    <tr key={`${game.gpid}:${game.gameCode}:${game.currency}`}>
                      <td>{game.game}</td>
                      <td className={panels.amount}>{game.rounds.toLocaleString(i18n.language)}</td>
                      <AmountCell amount={game.wagers} currency={game.currency} />
                      <AmountCell amount={game.wins} currency={game.currency} />
                      <AmountCell amount={game.net} currency={game.currency} />
                    </tr>
                  ))}
                </DataTable>
              )}
            </>
          )
        }
      </Loaded>
      <a className={buttons.secondary} href={statementCsvUrl(playerId, year)} download>
        {t('yearStatement.download')}
      </a>
    </section>
  );
}

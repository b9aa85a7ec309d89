import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YearStatement } from '@croupier/contracts';
import { Loaded, SelectField, buttons, moneyText, panels, useRequest } from '@croupier/ui';
import { TableOrEmpty, headings } from '../tables';
import { adminGet } from '../admin-api';

/** The years staff may pick: this one and the five before it, as the player can. */
const YEARS_BACK = 5;

const statementPath = (playerId: string) => `players/${encodeURIComponent(playerId)}/statement`;

/** The CSV the player downloads, through the site's own origin (the session cookie travels). */
const statementCsvUrl = (playerId: string, year: number) =>
  `/admin/v1/${statementPath(playerId)}?${new URLSearchParams({ year: String(year), format: 'csv' }).toString()}`;

const TOTALS = [
  'deposits',
  'withdrawals',
  'wagers',
  'wins',
  'bonusGranted',
  'bonusRemoved',
  'net',
] as const;

/** The player's statement of a calendar year (GLI-19 2.5.7), as the player reads it. */
export function PlayerYearStatementPanel({
  playerId,
  now = new Date(),
}: {
  playerId: string;
  now?: Date;
}) {
  const { t } = useTranslation();
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
        {({ currencies }) => (
          <TableOrEmpty
            items={currencies}
            empty={t('yearStatement.empty')}
            columns={headings(t, 'yearStatement', ['currency', ...TOTALS], [...TOTALS])}
            rowOf={(row) => (
              <tr key={row.currency}>
                <td>{row.currency}</td>
                {TOTALS.map((field) => (
                  <td key={field} className={panels.amount}>
                    {moneyText(row[field], row.currency)}
                  </td>
                ))}
              </tr>
            )}
          />
        )}
      </Loaded>
      <a className={buttons.secondary} href={statementCsvUrl(playerId, year)} download>
        {t('yearStatement.download')}
      </a>
    </section>
  );
}

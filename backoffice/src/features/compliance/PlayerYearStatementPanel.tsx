import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { YearStatement } from '@croupier/contracts';
import { YearStatementView, buttons, moneyText, panels, useYearStatement } from '@croupier/ui';
import { adminGet } from '../admin-api';

const statementPath = (playerId: string) => `players/${encodeURIComponent(playerId)}/statement`;

/** The CSV the player downloads, through the site's own origin (the session cookie travels). */
const statementCsvUrl = (playerId: string, year: number) =>
  `/admin/v1/${statementPath(playerId)}?${new URLSearchParams({ year: String(year), format: 'csv' }).toString()}`;

/**
 * The player's statement of a calendar year (GLI-19 2.5.7), as the player reads it, for this year
 * and the five before it, as the player can; each amount with its currency's code.
 */
export function PlayerYearStatementPanel({
  playerId,
  now = new Date(),
}: {
  playerId: string;
  now?: Date;
}) {
  const { t } = useTranslation();
  const read = useCallback(
    (year: number) => adminGet<YearStatement>(statementPath(playerId), { year: String(year) }),
    [playerId],
  );
  const choice = useYearStatement(read, now);
  return (
    <section className={panels.panel} aria-labelledby="year-statement-title">
      <h2 id="year-statement-title">{t('yearStatement.title')}</h2>
      <YearStatementView
        choice={choice}
        formatAmount={moneyText}
        currencyLabel={t('yearStatement.currency')}
        lineLabel={(line) => t(`yearStatement.${line}`)}
      />
      <a className={buttons.secondary} href={statementCsvUrl(playerId, choice.year)} download>
        {t('yearStatement.download')}
      </a>
    </section>
  );
}

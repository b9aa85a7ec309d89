import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  YEAR_STATEMENT_LINES,
  errorMessage,
  formatCurrencyAmount,
  getYearStatement,
  getYearStatementCsv,
} from '@croupier/shared';
import {
  FormError,
  YearStatementView,
  buttons,
  panels,
  useYearStatement,
  type YearStatementLine,
} from '@croupier/ui';

/** Each line's text: the payments' as on the monthly statement, the others the year's own. */
const LINE_TEXTS = Object.fromEntries(
  YEAR_STATEMENT_LINES.map((line) => [
    line,
    line === 'deposits' || line === 'withdrawals' ? `statement.${line}` : `yearStatement.${line}`,
  ]),
) as Record<YearStatementLine, string>;

/**
 * The statement of a calendar year (GLI-19 2.5.7) for this year and the five before it: on
 * screen, and as the API's CSV file to save.
 */
export function YearStatementPanel({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('account');
  const choice = useYearStatement(getYearStatement, now);
  const { year } = choice;
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);

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
      <YearStatementView
        choice={choice}
        formatAmount={formatCurrencyAmount}
        currencyLabel={t('statement.currency')}
        lineLabel={(line) => t(LINE_TEXTS[line])}
        gameCurrency
      />
      <FormError message={downloadFailure} />
      <button type="button" className={buttons.secondary} onClick={() => void download()}>
        {t('yearStatement.download')}
      </button>
    </section>
  );
}

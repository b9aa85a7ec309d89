import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, buttons } from '@croupier/ui';
import type { Column } from './columns';
import { csvOf, downloadCsv } from './csv';

export interface CsvSource<Item> {
  /** The file's name, without ".csv". */
  name: string;
  /** The API's CSV of the list, when it serves one. */
  href?: string;
  columns: Column<Item>[];
  /** Every row of the list (all its pages), in the order shown. */
  rows: () => Promise<Item[]>;
}

/** "Download CSV": the API's file when it has one, else the rows made into CSV in the browser. */
export function CsvButton<Item>({ source }: { source: CsvSource<Item> }) {
  const { t } = useTranslation();
  const label = t('tables.downloadCsv');
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (source.href) {
    return (
      <a className={buttons.compactSecondary} href={source.href} download>
        {label}
      </a>
    );
  }
  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const csv = csvOf(source.columns, await source.rows(), (column) =>
        t('tables.currencyOf', { column }),
      );
      downloadCsv(source.name, csv);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <FormError message={failure} />
      <button
        type="button"
        className={buttons.compactSecondary}
        disabled={isBusy}
        onClick={() => void download()}
      >
        {label}
      </button>
    </>
  );
}

/** The bonus report's columns, in the order of its table and CSV file; amounts line up right. */
export const BONUS_REPORT_COLUMNS = [
  { field: 'name' },
  { field: 'kind' },
  { field: 'currency' },
  { field: 'claims', amount: true },
  { field: 'granted', amount: true },
  { field: 'converted', amount: true },
  { field: 'forfeited', amount: true },
  { field: 'expired', amount: true },
  { field: 'outstanding', amount: true },
] as const;

/** The report as a CSV file, made by the API: a plain link, so the browser downloads it with the cookie. */
export const bonusReportCsvUrl = (brandId: string, from: string, to: string) =>
  `/admin/v1/brands/${encodeURIComponent(brandId)}/bonus-report?${new URLSearchParams({
    from,
    to,
    format: 'csv',
  }).toString()}`;

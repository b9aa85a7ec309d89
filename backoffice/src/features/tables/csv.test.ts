import { date, decimal, text, type Column } from './columns';
import { csvOf } from './csv';

interface Row {
  name: string;
  amount: string;
  at: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', ...text((row: Row) => row.name) },
  { label: 'Amount', amount: true, ...decimal((row: Row) => row.amount) },
  { label: 'At', ...date((row: Row) => row.at) },
  { label: 'Actions' },
];

describe('a table as CSV', () => {
  it('quotes a field with a comma or a quote, keeps amounts plain and dates ISO, leaves out buttons', () => {
    const csv = csvOf(columns, [
      { name: 'Smith, "Jo"', amount: '150000.00', at: '2026-11-20T08:30:00.000Z' },
      { name: 'bob', amount: '-25.5', at: '2026-11-21T00:00:00.000Z' },
    ]);
    expect(csv).toBe(
      'Name,Amount,At\n' +
        '"Smith, ""Jo""",150000.00,2026-11-20T08:30:00.000Z\n' +
        'bob,-25.5,2026-11-21T00:00:00.000Z\n',
    );
  });
});

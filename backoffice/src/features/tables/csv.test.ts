import type { Column } from './columns';
import { csvOf } from './csv';

interface Row {
  name: string;
  amount: string;
  currency: string;
  at: string;
}

const columns: Column<Row>[] = [
  { label: 'Name', value: (row) => row.name },
  { label: 'Amount', amount: true, value: (row) => row.amount, currency: (row) => row.currency },
  { label: 'At', kind: 'date', value: (row) => row.at },
  { label: 'Actions' },
];

describe('a table as CSV', () => {
  it('quotes a field with a comma or a quote, keeps amounts plain with their currency and dates ISO, leaves out buttons', () => {
    const csv = csvOf(
      columns,
      [
        {
          name: 'Smith, "Jo"',
          amount: '150000.00',
          currency: 'IDR',
          at: '2026-11-20T08:30:00.000Z',
        },
        { name: 'bob', amount: '-25.5', currency: 'USDT', at: '2026-11-21T00:00:00.000Z' },
      ],
      (column) => `${column} currency`,
    );
    expect(csv).toBe(
      'Name,Amount,Amount currency,At\n' +
        '"Smith, ""Jo""",150000.00,IDR,2026-11-20T08:30:00.000Z\n' +
        'bob,-25.5,USDT,2026-11-21T00:00:00.000Z\n',
    );
  });
});

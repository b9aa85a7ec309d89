import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '@croupier/contracts';
import { renderWithTexts } from '../../testing/renderWithTexts';
import type { Column } from './columns';
import { ROWS_PER_PAGE, TableOrEmpty } from './ListTable';
import { PagedTable } from './PagedTable';

interface Payment {
  id: number;
  player: string;
  amount: string;
  at: string;
}

const columns: Column<Payment>[] = [
  { label: 'Player', value: (payment) => payment.player },
  { label: 'Amount', amount: true, value: (payment) => payment.amount },
  { label: 'Requested', kind: 'date', value: (payment) => payment.at },
  { label: 'Decision' },
];

const rowOf = (payment: Payment) => (
  <tr key={payment.id}>
    <td>{payment.player}</td>
    <td>{payment.amount}</td>
    <td>{payment.at}</td>
    <td>
      <button type="button">Approve</button>
    </td>
  </tr>
);

const payments: Payment[] = [
  { id: 1, player: 'carol', amount: '999.99', at: '2026-11-20T10:00:00.000Z' },
  { id: 2, player: 'alice', amount: '1000.50', at: '2026-11-19T10:00:00.000Z' },
  { id: 3, player: 'Smith, "Jo"', amount: '25.5', at: '2026-11-21T10:00:00.000Z' },
];

/** The first cell of each body row. */
const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** What "Download CSV" handed to the browser. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:table';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('a list table', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sorts by a column when its header is clicked, and says so', () => {
    renderWithTexts(
      <TableOrEmpty
        items={payments}
        columns={columns}
        rowOf={rowOf}
        empty="None"
        csvName="payments"
      />,
    );
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Decision' })).not.toHaveAttribute('aria-sort');

    fireEvent.click(within(amount).getByRole('button', { name: /Amount/ }));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Smith, "Jo"', 'carol', 'alice']);

    fireEvent.click(within(amount).getByRole('button', { name: /Amount/ }));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['alice', 'carol', 'Smith, "Jo"']);

    const requested = screen.getByRole('button', { name: /Requested/ });
    expect(requested).toHaveAttribute('title', 'Sort by Requested');
    fireEvent.click(requested);
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['alice', 'carol', 'Smith, "Jo"']);
  });

  it(`shows ${ROWS_PER_PAGE} rows a page and downloads every row, in the order shown, as CSV`, async () => {
    const files = captureDownloads();
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index,
      player: `player${index + 1}`,
      amount: `${index + 1}.00`,
      at: '2026-11-20T10:00:00.000Z',
    }));
    renderWithTexts(
      <TableOrEmpty items={many} columns={columns} rowOf={rowOf} empty="None" csvName="payments" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(firstCells()).toHaveLength(ROWS_PER_PAGE);
    expect(firstCells()[0]).toBe('player30');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstCells()).toEqual(['player5', 'player4', 'player3', 'player2', 'player1']);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('payments.csv');
    const lines = (await textOf(files[0]!.blob)).trimEnd().split('\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe('Player,Amount,Requested');
    expect(lines[1]).toBe('player30,30.00,2026-11-20T10:00:00.000Z');
    expect(lines[30]).toBe('player1,1.00,2026-11-20T10:00:00.000Z');
  });

  it('quotes a field with a comma and a quote in the CSV file', async () => {
    const files = captureDownloads();
    renderWithTexts(
      <TableOrEmpty
        items={payments}
        columns={columns}
        rowOf={rowOf}
        empty="None"
        csvName="payments"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await textOf(files[0]!.blob)).toContain('"Smith, ""Jo""",25.5,2026-11-21T10:00:00.000Z');
  });

  it('shows what stands for an empty list, and no table', () => {
    renderWithTexts(
      <TableOrEmpty
        items={[]}
        columns={columns}
        rowOf={rowOf}
        empty="No payment"
        csvName="payments"
      />,
    );
    expect(screen.getByText('No payment')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});

describe('a table the API pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the rows of every page, not only the one shown', async () => {
    const files = captureDownloads();
    const pages: Record<number, Page<Payment>> = {
      1: { items: payments.slice(0, 2), total: 3, page: 1, pageSize: 2 },
      2: { items: payments.slice(2), total: 3, page: 2, pageSize: 2 },
    };
    const loadPage = jest.fn((page: number) => Promise.resolve(pages[page]!));
    renderWithTexts(
      <PagedTable
        request={{ status: 'ready', data: pages[1]!, reload: () => Promise.resolve() }}
        page={1}
        onPage={() => undefined}
        loadPage={loadPage}
        columns={columns}
        rowOf={rowOf}
        empty="None"
        csvName="payments"
      />,
    );
    expect(firstCells()).toEqual(['carol', 'alice']);
    fireEvent.click(screen.getByRole('button', { name: /Player/ }));
    expect(firstCells()).toEqual(['alice', 'carol']);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await textOf(files[0]!.blob)).trimEnd().split('\n')).toEqual([
      'Player,Amount,Requested',
      'carol,999.99,2026-11-20T10:00:00.000Z',
      'alice,1000.50,2026-11-19T10:00:00.000Z',
      '"Smith, ""Jo""",25.5,2026-11-21T10:00:00.000Z',
    ]);
    expect(loadPage.mock.calls).toEqual([[1], [2]]);
  });
});

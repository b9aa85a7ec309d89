import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlayerYearStatementPanel } from './PlayerYearStatementPanel';

const playerId = '0b6f2a56-8d0e-4c4e-9a57-2d5e4b3f1a10';
const now = new Date('2026-11-29T10:00:00Z');
const PATH = `GET players/${playerId}/statement`;

it("shows the player's statement of the chosen year, per currency and game, formatted, with the player's CSV", async () => {
  const requests = installFakeAdminApi({
    [PATH]: ({ params }) =>
      ok({
        year: Number((params as { year: string }).year),
        from: '',
        to: '',
        currencies:
          (params as { year: string }).year === '2026'
            ? [
                {
                  currency: 'IDR',
                  openingBalance: '200000.00',
                  deposits: '1250000.00',
                  withdrawals: '60000.00',
                  wagers: '2500000.00',
                  wins: '2750000.50',
                  bonusGranted: '100000.00',
                  bonusRemoved: '0.00',
                  adjustments: '-1000.50',
                  swappedIn: '0.00',
                  swappedOut: '500000.00',
                  closingBalance: '1239000.00',
                  net: '250000.50',
                },
              ]
            : [],
        games:
          (params as { year: string }).year === '2026'
            ? [
                {
                  gpid: 'PP',
                  gameCode: 'sweet-bonanza',
                  game: 'Sweet Bonanza',
                  currency: 'IDR',
                  rounds: 1204,
                  wagers: '2500000.00',
                  wins: '2750000.50',
                  net: '250000.50',
                },
              ]
            : [],
      }),
  });
  renderWithTexts(<PlayerYearStatementPanel playerId={playerId} now={now} />);
  const panel = (await screen.findByRole('heading', { name: 'Statement of a year' })).closest(
    'section',
  )!;
  const rows = (await within(panel).findAllByRole('row')).map((row) => row.textContent);
  // A column per currency: from the opening balance, every line, to the closing balance.
  expect(rows).toEqual([
    'CurrencyIDR',
    'Opening balance200,000.00 IDR',
    'Deposits1,250,000.00 IDR',
    'Withdrawals60,000.00 IDR',
    'Wagers2,500,000.00 IDR',
    'Wins2,750,000.50 IDR',
    'Bonus granted100,000.00 IDR',
    'Bonus removed0.00 IDR',
    'Manual adjustments-1,000.50 IDR',
    'Swapped in0.00 IDR',
    'Swapped out500,000.00 IDR',
    'Closing balance1,239,000.00 IDR',
    'Net of play250,000.50 IDR',
    'GameRoundsWagersWinsNet of play',
    'Sweet Bonanza1,2042,500,000.00 IDR2,750,000.50 IDR250,000.50 IDR',
  ]);
  expect(within(panel).getByRole('link', { name: "Download the player's CSV" })).toHaveAttribute(
    'href',
    `/admin/v1/players/${playerId}/statement?year=2026&format=csv`,
  );
  fireEvent.change(within(panel).getByLabelText('Year'), { target: { value: '2025' } });
  expect(await within(panel).findByText('No activity in this year.')).toBeInTheDocument();
  expect(requests.map(({ params }) => params)).toEqual([{ year: '2026' }, { year: '2025' }]);
});

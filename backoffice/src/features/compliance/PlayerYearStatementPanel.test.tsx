import { fireEvent, screen, within } from '@testing-library/react';
import { yearStatementSample } from '@croupier/ui/testing';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlayerYearStatementPanel } from './PlayerYearStatementPanel';

const playerId = '0b6f2a56-8d0e-4c4e-9a57-2d5e4b3f1a10';
const now = new Date('2026-11-29T10:00:00Z');
const PATH = `GET players/${playerId}/statement`;

it("shows the player's statement of the chosen year, per currency and game, formatted, with the player's CSV", async () => {
  const requests = installFakeAdminApi({
    [PATH]: ({ params }) => {
      const year = Number((params as { year: string }).year);
      return ok(
        year === 2026
          ? yearStatementSample(year)
          : { ...yearStatementSample(year), currencies: [], games: [] },
      );
    },
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

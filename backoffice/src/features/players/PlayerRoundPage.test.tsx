import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { RoundDetail } from '@croupier/contracts';
import { useSessionStore } from '../session';
import { installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { HistoryTabs } from './HistoryTabs';
import { PlayerRoundPage } from './PlayerRoundPage';

const PLAYER_ID = '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01';

const round: RoundDetail = {
  roundId: 'r-1',
  gpid: 'HUB88',
  provider: 'Hub88',
  gameCode: 'sbx_slot',
  game: 'Sandbox Slot',
  category: 'slots',
  paytable: null,
  playerId: PLAYER_ID,
  currency: 'IDR',
  status: 'interrupted',
  startedAt: '2026-11-02T08:00:00.000Z',
  endedAt: null,
  wager: '1000.00',
  win: '0.00',
  bonusWager: '0.00',
  bonusWin: '0.00',
  refund: '0.00',
  jackpotContribution: '10.00',
  jackpotWin: '0.00',
  fundsBefore: '251000.00',
  fundsAfter: '250000.00',
  choices: null,
  outcome: null,
  movements: [
    { kind: 'bet', amount: '-1000.00', bonusAmount: '0.00', at: '2026-11-02T08:00:00.000Z' },
  ],
};

beforeEach(() =>
  useSessionStore.setState({
    session: { username: 'sam', roles: ['support'], brands: 'all', mustChangePassword: false },
  }),
);

describe('player round', () => {
  it('links each bet of the player to its record', async () => {
    installFakeAdminApi({
      [`GET players/${PLAYER_ID}/transactions`]: ok({ items: [], total: 0, page: 1, pageSize: 10 }),
      [`GET players/${PLAYER_ID}/bets`]: ok({
        items: [
          {
            roundId: 'r-1',
            gpid: 'HUB88',
            gameName: 'Sandbox Slot',
            currency: 'IDR',
            stake: '1000.00',
            win: '0.00',
            status: 'open',
            createdAt: '2026-11-02T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    });
    renderWithTexts(
      <HistoryTabs
        playerId={PLAYER_ID}
        brandId="croupier"
        withNotes={false}
        withBonusWrites={false}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(
      await screen.findByRole('link', { name: 'Replay of the Sandbox Slot round' }),
    ).toHaveAttribute('href', `/players/${PLAYER_ID}/rounds/HUB88/r-1`);
  });

  it('shows the round the player sees, marked as a replay', async () => {
    const requests = installFakeAdminApi({
      [`GET players/${PLAYER_ID}/rounds/r-1`]: ok(round),
    });
    renderWithTexts(
      <Routes>
        <Route path="/players/:playerId/rounds/:gpid/:roundId" element={<PlayerRoundPage />} />
      </Routes>,
      { path: `/players/${PLAYER_ID}/rounds/HUB88/r-1` },
    );
    expect(
      await screen.findByText('Replay — the record of a past round. Nothing here is played again.'),
    ).toBeInTheDocument();
    expect(requests.map(({ route, params }) => ({ route, params }))).toEqual([
      { route: `GET players/${PLAYER_ID}/rounds/r-1`, params: { gpid: 'HUB88' } },
    ]);
    expect(screen.getByText('Interrupted')).toBeInTheDocument();
    // Amounts as everywhere in the back office: grouped, with their currency.
    expect(screen.getByText('Balance before').nextElementSibling?.textContent).toBe(
      '251,000.00 IDR',
    );
    expect(screen.getByRole('link', { name: '← Back to the player' })).toHaveAttribute(
      'href',
      `/players/${PLAYER_ID}`,
    );
  });
});

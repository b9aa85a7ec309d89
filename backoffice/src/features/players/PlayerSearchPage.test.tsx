import { fireEvent, screen, within } from '@testing-library/react';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlayerSearchPage } from './PlayerSearchPage';
import type { PlayerSummary } from './playersApi';

const alice: PlayerSummary = {
  playerId: '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01',
  brandId: 'croupier',
  username: 'alice_01',
  email: 'alice@example.com',
  phoneNumber: '+6281234567890',
  currency: 'IDR',
  createdAt: '2026-11-01T08:00:00.000Z',
  blockedAt: null,
  exclusion: { kind: 'time_out', endsAt: '2026-12-01T08:00:00.000Z' },
};
const alina: PlayerSummary = {
  ...alice,
  playerId: '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a02',
  username: 'alina',
  email: null,
  blockedAt: '2026-11-20T10:00:00.000Z',
  exclusion: null,
};

const page = (items: PlayerSummary[], total = items.length) =>
  ok({ items, total, page: 1, pageSize: 20 });

function search(text: string) {
  fireEvent.change(screen.getByLabelText('Username, email or phone number'), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find players' }));
}

describe('player search', () => {
  it('asks for at least 2 characters before it searches', () => {
    const requests = installFakeAdminApi({});
    renderWithTexts(<PlayerSearchPage />);
    expect(screen.getByText(/Enter any part of a username/)).toBeInTheDocument();

    search(' a ');

    expect(screen.getByText('Enter at least 2 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('lists the matching players with their brand, contact and status, linked to each', async () => {
    const requests = installFakeAdminApi({ 'GET players': page([alice, alina]) });
    renderWithTexts(<PlayerSearchPage />);

    search('  ALI ');

    const aliceRow = await screen.findByRole('row', { name: /^alice_01 / });
    expect(within(aliceRow).getByRole('link', { name: 'alice_01' })).toHaveAttribute(
      'href',
      `/players/${alice.playerId}`,
    );
    expect(within(aliceRow).getByText('croupier')).toBeInTheDocument();
    expect(within(aliceRow).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(aliceRow).getByText('Active')).toBeInTheDocument();
    // A time-out shows as such, with its end.
    expect(within(aliceRow).getByText('Taking a time-out')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Until /),
    );
    const alinaRow = screen.getByRole('row', { name: /^alina / });
    expect(within(alinaRow).getByText('Blocked')).toBeInTheDocument();
    expect(within(alinaRow).queryByText(/time-out|Self-excluded/)).not.toBeInTheDocument();
    expect(within(alinaRow).getByText('—')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        route: 'GET players',
        params: { query: 'ALI', page: '1', pageSize: '20' },
        body: undefined,
      },
    ]);
  });

  it('says when no player matches, and shows a refusal with a retry', async () => {
    let answer = page([]);
    installFakeAdminApi({ 'GET players': () => answer });
    renderWithTexts(<PlayerSearchPage />);

    search('zed');
    expect(await screen.findByText('No player matches “zed”.')).toBeInTheDocument();

    answer = failure(403, 30, 'Brand croupier is outside your scope');
    search('zedd');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Brand croupier is outside your scope',
    );
    answer = page([alice]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'alice_01' })).toBeInTheDocument();
  });

  it('pages through many results', async () => {
    const requests = installFakeAdminApi({
      'GET players': (request) => {
        const { page: requested } = request.params as { page: string };
        return ok({
          items: [requested === '1' ? alice : alina],
          total: 21,
          page: Number(requested),
          pageSize: 20,
        });
      },
    });
    renderWithTexts(<PlayerSearchPage />);
    search('ali');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'alina' })).toBeInTheDocument();
    expect(requests.map((request) => (request.params as { page: string }).page)).toEqual([
      '1',
      '2',
    ]);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useSessionStore, type StaffRole } from '../session';
import { failure, installFakeAdminApi, ok, type FakeRoutes } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { PlayerPage } from './PlayerPage';
import type { BalanceAdjustment, PlayerNote, PlayerProfile, Protection } from './playersApi';

const PLAYER_ID = '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a01';
const DOCUMENT_ID = '9a0e2c1a-6f0e-4b8e-9d51-0f6f0d6f0b07';

const profile: PlayerProfile = {
  playerId: PLAYER_ID,
  brandId: 'croupier',
  username: 'alice_01',
  email: 'alice@example.com',
  phoneNumber: '+6281234567890',
  currency: 'IDR',
  createdAt: '2026-11-01T08:00:00.000Z',
  blockedAt: null,
  exclusion: null,
  dateOfBirth: '1990-01-15',
  bankName: 'BCA',
  bankAccountName: 'Alice Sample',
  bankAccountNumber: '1234567890',
  block: null,
  balances: [
    { currency: 'IDR', available: '251000.00', held: '50000.00' },
    { currency: 'USDT', available: '12.500000', held: '0.000000' },
  ],
  verification: {
    status: 'submitted',
    fullName: 'Alice Sample',
    reason: null,
    screeningMatch: null,
    documents: [
      {
        documentId: DOCUMENT_ID,
        documentType: 'identity_front',
        uploadedAt: '2026-11-19T09:00:00.000Z',
      },
    ],
  },
  referral: {
    referralCode: 'ABCD1234',
    referredBy: { playerId: '1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a09', username: 'bob_ref' },
    referredCount: 3,
  },
  protection: { exclusion: null, limitCount: 1 },
};

const protection: Protection = {
  limits: [
    {
      type: 'deposit',
      period: 'day',
      currency: 'IDR',
      amount: '1000000.00',
      used: '250000.00',
      remaining: '750000.00',
      pending: null,
    },
  ],
  exclusion: null,
};

const note: PlayerNote = {
  noteId: '1',
  author: 'sam',
  text: 'Called about a deposit',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const emptyPage = ok({ items: [], total: 0, page: 1, pageSize: 10 });

function signInAs(roles: StaffRole[]) {
  useSessionStore.setState({
    session: { username: 'sam', roles, brands: 'all', mustChangePassword: false },
  });
}

function renderPlayer(routes: FakeRoutes) {
  const requests = installFakeAdminApi({
    [`GET players/${PLAYER_ID}/protection`]: ok(protection),
    [`GET players/${PLAYER_ID}/transactions`]: ok({
      items: [
        {
          transactionId: 'd1',
          category: 'DEPOWD',
          transactionType: 'DEPOSIT',
          status: 'SUCCESS',
          currency: 'IDR',
          amount: '250000.00',
          reason: null,
          createdAt: '2026-11-02T08:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    }),
    [`GET players/${PLAYER_ID}/bets`]: emptyPage,
    [`GET players/${PLAYER_ID}/statement`]: ok({
      year: 2026,
      from: '',
      to: '',
      currencies: [],
      games: [],
    }),
    [`GET players/${PLAYER_ID}/adjustments`]: emptyPage,
    [`GET players/${PLAYER_ID}/totals`]: ok([
      {
        currency: 'IDR',
        deposits: '1250000.00',
        withdrawals: '400000.00',
        ggr: '-35000.50',
        bonusCost: '20000.00',
      },
    ]),
    [`GET players/${PLAYER_ID}/sessions`]: ok({
      items: [
        {
          startedAt: '2026-11-21T10:00:00.000Z',
          expiresAt: '2026-11-22T10:00:00.000Z',
          ip: '203.0.113.7',
          country: 'ID',
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)',
          device: { browser: 'Safari 17.2', os: 'iOS 17.2', type: 'mobile' },
        },
        {
          startedAt: '2026-11-20T10:00:00.000Z',
          expiresAt: '2026-11-21T10:00:00.000Z',
          ip: '198.51.100.2',
          country: null,
          userAgent: null,
          device: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 10,
    }),
    ...routes,
  });
  renderWithTexts(
    <Routes>
      <Route path="/players/:playerId" element={<PlayerPage />} />
    </Routes>,
    { path: `/players/${PLAYER_ID}` },
  );
  return requests;
}

const routesOf = (requests: Array<{ route: string }>) => requests.map(({ route }) => route);

describe('player page', () => {
  it('shows the profile, balances, verification, limits and wallet history', async () => {
    signInAs(['support']);
    renderPlayer({ [`GET players/${PLAYER_ID}`]: ok(profile) });

    expect(await screen.findByRole('heading', { name: /alice_01/ })).toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.getByText('BCA · Alice Sample · 1234567890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bob_ref' })).toHaveAttribute(
      'href',
      '/players/1b7e2c1a-6f0e-4b8e-9d51-0f6f0d6f0a09',
    );
    const usdt = screen.getByRole('row', { name: /^USDT / });
    expect(within(usdt).getByText('12.5 USDT')).toBeInTheDocument();
    const idr = screen.getByRole('row', { name: /^IDR / });
    expect(within(idr).getByText('251,000.00 IDR')).toBeInTheDocument();
    expect(screen.getByText('Waiting for a decision')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Identity document (front)' })).toHaveAttribute(
      'href',
      `/admin/v1/kyc/documents/${DOCUMENT_ID}`,
    );
    const lifetime = within(await screen.findByRole('region', { name: 'Lifetime totals' }));
    const idrTotals = await lifetime.findByRole('row', { name: /^IDR / });
    for (const amount of [
      '1,250,000.00 IDR',
      '400,000.00 IDR',
      '-35,000.50 IDR',
      '20,000.00 IDR',
    ]) {
      expect(within(idrTotals).getByText(amount)).toBeInTheDocument();
    }
    const limit = await screen.findByRole('row', { name: /^Deposit · day / });
    expect(within(limit).getByText('1,000,000.00 IDR')).toBeInTheDocument();
    expect(within(limit).getByText('250,000.00 IDR')).toBeInTheDocument();
    // Types and statuses in words, never the wire's codes.
    const deposit = await screen.findByRole('row', { name: /Deposit 250/ });
    expect(within(deposit).getByText('250,000.00 IDR')).toBeInTheDocument();
    expect(within(deposit).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('DEPOSIT')).not.toBeInTheDocument();
    expect(screen.queryByText('SUCCESS')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(await screen.findByText('No bet yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const session = await screen.findByRole('row', { name: /203\.0\.113\.7/ });
    expect(within(session).getByText('Safari 17.2 · iOS 17.2 · Phone')).toBeInTheDocument();
    expect(within(session).getByRole('cell', { name: 'ID' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /198\.51\.100\.2 — —/ })).toBeInTheDocument();
  });

  it('blocks the player with a confirmed reason, then shows the block', async () => {
    signInAs(['support']);
    let current = profile;
    const block = { blockedAt: '2026-11-22T10:00:00.000Z', reason: 'Fraud', blockedBy: 'sam' };
    const requests = renderPlayer({
      [`GET players/${PLAYER_ID}`]: () => ok(current),
      [`POST players/${PLAYER_ID}/block`]: () => {
        current = { ...profile, blockedAt: block.blockedAt, block };
        return ok(block);
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Block player' }));
    const form = screen.getByRole('form', { name: 'Block alice_01' });
    expect(form).toHaveTextContent(
      'Blocking alice_01 ends every session at once and refuses login, deposits, bets and ' +
        'bonuses until the block is lifted; open bonus grants are forfeited.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Block and log out everywhere' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Reason (staff only)'), {
      target: { value: ' Fraud ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Block and log out everywhere' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Blocked alice_01: every session has ended.',
    );
    expect(await screen.findByText(/Blocked since/)).toHaveTextContent('by sam · Fraud');
    expect(screen.getByRole('button', { name: 'Unblock player' })).toBeInTheDocument();
    expect(requests.find(({ route }) => route.endsWith('/block'))?.body).toEqual({
      reason: 'Fraud',
    });
  });

  it('unblocks after a confirmation, and shows a refusal', async () => {
    signInAs(['owner']);
    const block = { blockedAt: '2026-11-22T10:00:00.000Z', reason: 'Fraud', blockedBy: 'sam' };
    renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok({ ...profile, blockedAt: block.blockedAt, block }),
      [`POST players/${PLAYER_ID}/unblock`]: failure(409, 52, 'Player is not blocked'),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Unblock player' }));
    const question = screen.getByRole('group', {
      name: 'Unblock alice_01? They can log in again.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm unblock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Player is not blocked');
  });

  it('adds a note, which the list then shows first', async () => {
    signInAs(['support']);
    let notes: PlayerNote[] = [];
    const requests = renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok(profile),
      [`GET players/${PLAYER_ID}/notes`]: () =>
        ok({ items: notes, total: notes.length, page: 1, pageSize: 10 }),
      [`POST players/${PLAYER_ID}/notes`]: (request) => {
        notes = [{ ...note, text: (request.body as { text: string }).text }];
        return ok(notes[0]);
      },
    });

    fireEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No note yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Note'), {
      target: { value: 'Called about a deposit\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

    const row = await screen.findByRole('row', { name: /Called about a deposit/ });
    expect(within(row).getByText('sam')).toBeInTheDocument();
    expect(requests.find(({ route }) => route.startsWith('POST'))?.body).toEqual({
      text: 'Called about a deposit',
    });
  });

  it('sends support to the KYC queue to decide a waiting verification', async () => {
    signInAs(['support']);
    const requests = renderPlayer({ [`GET players/${PLAYER_ID}`]: ok(profile) });
    const review = await screen.findByRole('link', { name: 'Review in the KYC queue' });
    expect(review).toHaveAttribute('href', `/kyc/${PLAYER_ID}`);
    expect(screen.queryByRole('button', { name: 'Approve verification' })).not.toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([]);
  });

  it('shows payments the player without the buttons, notes and limits that are support’s', async () => {
    signInAs(['payments']);
    const requests = renderPlayer({ [`GET players/${PLAYER_ID}`]: ok(profile) });

    expect(await screen.findByRole('heading', { name: /alice_01/ })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Deposit 250/ });
    expect(screen.queryByRole('button', { name: 'Block player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review in the KYC queue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Notes' })).not.toBeInTheDocument();
    expect(routesOf(requests)).not.toContain(`GET players/${PLAYER_ID}/protection`);
  });

  it('lets payments ask for an adjustment, reviewed first, and approve only another’s', async () => {
    signInAs(['payments']);
    const waiting: BalanceAdjustment = {
      adjustmentId: '5a0e2c1a-6f0e-4b8e-9d51-0f6f0d6f0c01',
      playerId: PLAYER_ID,
      currency: 'IDR',
      amount: '2500000.00',
      reason: 'Lost win restored',
      status: 'awaiting_approval',
      requestedBy: 'ana',
      requestedAt: '2026-11-21T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
    };
    const mine: BalanceAdjustment = {
      ...waiting,
      adjustmentId: '5a0e2c1a-6f0e-4b8e-9d51-0f6f0d6f0c02',
      amount: '-1500000.50',
      reason: 'Duplicate credit',
      requestedBy: 'sam',
    };
    let listed = [waiting];
    const requests = renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok(profile),
      [`GET players/${PLAYER_ID}/adjustments`]: () =>
        ok({ items: listed, total: listed.length, page: 1, pageSize: 10 }),
      [`POST players/${PLAYER_ID}/adjustments`]: () => {
        listed = [mine, ...listed];
        return ok(mine);
      },
      [`POST players/${PLAYER_ID}/adjustments/${waiting.adjustmentId}/approve`]: () => {
        listed = [mine, { ...waiting, status: 'posted', decidedBy: 'sam' }];
        return ok(listed[1]);
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Balance adjustments' }));
    const row = await panel.findByRole('listitem', { name: /Lost win restored/ });
    expect(row).toHaveTextContent('2,500,000.00 IDR · Waiting for a second approver');

    fireEvent.click(panel.getByRole('button', { name: 'Adjust balance' }));
    fireEvent.click(panel.getByRole('button', { name: 'Review' }));
    expect(panel.getByText('Enter an amount such as 1500 or -250.50')).toBeInTheDocument();
    expect(panel.getByText('Required')).toBeInTheDocument();
    fireEvent.change(panel.getByLabelText('Amount (− to debit)'), {
      target: { value: '-1500000.50' },
    });
    fireEvent.change(panel.getByLabelText('Reason (staff only)'), {
      target: { value: ' Duplicate credit ' },
    });
    fireEvent.click(panel.getByRole('button', { name: 'Review' }));
    // Nothing is sent before the review is confirmed.
    expect(routesOf(requests)).not.toContain(`POST players/${PLAYER_ID}/adjustments`);
    expect(panel.getByText('Debit 1,500,000.50 IDR from alice_01?')).toBeInTheDocument();
    fireEvent.click(panel.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('-1,500,000.50 IDR for alice_01 waits for a second approver.'),
    ).toBeInTheDocument();
    const sent = requests.find(({ route }) => route === `POST players/${PLAYER_ID}/adjustments`);
    expect(sent?.body).toEqual({
      amount: '-1500000.50',
      currency: 'IDR',
      reason: 'Duplicate credit',
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // One's own request waits for someone else.
    const own = await panel.findByRole('listitem', { name: /Duplicate credit/ });
    expect(within(own).getByText('Another staff member approves')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const other = panel.getByRole('listitem', { name: /Lost win restored/ });
    fireEvent.click(within(other).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(other).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Posted 2,500,000.00 IDR to alice_01.')).toBeInTheDocument();
    expect(await panel.findByText(/· Posted$/)).toBeInTheDocument();
  });

  it('shows support the adjustments without asking or deciding', async () => {
    signInAs(['support']);
    renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok(profile),
      [`GET players/${PLAYER_ID}/adjustments`]: emptyPage,
    });
    const panel = within(await screen.findByRole('region', { name: 'Balance adjustments' }));
    expect(await panel.findByText('No manual adjustment yet.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it("shows support the player's bonus grants in their tab, without granting", async () => {
    signInAs(['support']);
    const requests = renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok(profile),
      [`GET players/${PLAYER_ID}/bonus-grants`]: ok([]),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bonus grants' }));
    expect(await screen.findByText('This player has no bonus grant.')).toBeInTheDocument();
    expect(routesOf(requests)).not.toContain('GET brands/croupier/bonus-offers');
  });

  it('offers marketing the grant of a manual or no-deposit offer of the player’s brand', async () => {
    signInAs(['support', 'marketing']);
    const requests = renderPlayer({
      [`GET players/${PLAYER_ID}`]: ok(profile),
      [`GET players/${PLAYER_ID}/bonus-grants`]: ok([]),
      'GET brands/croupier/bonus-offers': ok({ items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Bonus grants' }));
    expect(
      await screen.findByText('The brand has no active manual or no-deposit offer to grant.'),
    ).toBeInTheDocument();
    expect(
      requests.find(({ route }) => route === 'GET brands/croupier/bonus-offers')?.params,
    ).toEqual({ status: 'active' });
  });

  it('says so when the player is unknown or outside the brands', async () => {
    signInAs(['support']);
    renderPlayer({ [`GET players/${PLAYER_ID}`]: failure(404, 6, `No player ${PLAYER_ID}`) });

    expect(await screen.findByRole('alert')).toHaveTextContent(`No player ${PLAYER_ID}`);
    expect(screen.getByRole('link', { name: '← Back to the player search' })).toBeInTheDocument();
  });
});

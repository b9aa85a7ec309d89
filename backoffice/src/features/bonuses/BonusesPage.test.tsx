import { fireEvent, screen } from '@testing-library/react';
import { useSessionStore } from '../session';
import { failure, installFakeAdminApi, ok } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { BonusesPage } from './BonusesPage';

const brands = [
  { brandId: 'croupier', name: 'Croupier Gold' },
  { brandId: 'lagoon', name: 'Blue Lagoon Casino' },
];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPromotion() {
  fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'lagoon' } });
  type("Player's username", ' Alice ');
  type('Amount', '50000');
  type('Currency', 'idr');
  type('Description (the player sees it)', 'Weekend promotion');
}

beforeEach(() => {
  useSessionStore.setState({
    session: { username: 'mk1', roles: ['marketing'], brands: 'all', mustChangePassword: false },
  });
});

describe('promotion bonus', () => {
  it('checks the fields before crediting', async () => {
    const requests = installFakeAdminApi({ 'GET brands': ok(brands) });
    renderWithTexts(<BonusesPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });

    type('Amount', '0');
    type('Currency', 'rp.');
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('A decimal above zero, such as 50000')).toBeInTheDocument();
    expect(screen.getByText('2 to 10 capital letters or digits, such as IDR')).toBeInTheDocument();
    expect(requests.map(({ route }) => route)).toEqual(['GET brands']);
  });

  it('credits the bonus once per submission, with an Idempotency-Key', async () => {
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'POST bonuses/promotion': ok({
        bonusId: 'b1',
        amount: '50000.00',
        currency: 'IDR',
        description: 'Weekend promotion',
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
    });
    renderWithTexts(<BonusesPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    fillPromotion();
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Credited 50000.00 IDR to Alice.');
    const sent = requests[1];
    expect(sent?.body).toEqual({
      brandId: 'lagoon',
      username: 'Alice',
      amount: '50000',
      currency: 'IDR',
      description: 'Weekend promotion',
    });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal, and a retry sends the same key", async () => {
    const requests = installFakeAdminApi({
      'GET brands': ok(brands),
      'POST bonuses/promotion': failure(404, 6, 'No player alice in brand lagoon'),
    });
    renderWithTexts(<BonusesPage />);
    await screen.findByRole('option', { name: 'Croupier Gold' });
    fillPromotion();
    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No player alice in brand lagoon');

    fireEvent.click(screen.getByRole('button', { name: 'Credit bonus' }));
    await screen.findByRole('alert');
    const keys = requests.slice(1).map(({ idempotencyKey }) => idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

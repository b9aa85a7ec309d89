import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LotteryDraw, LotteryMarket } from '@croupier/shared';
import { installFakeApi, ok, type RecordedRequest } from '../../../../shared/src/testing/fakeApi';
import { renderGamesRoute } from '../../testing/renderGamesRoute';

const NOW = new Date('2026-01-02T03:30:00.000Z');

function draw(drawNumber: number, winningNumbers: string): LotteryDraw {
  return {
    drawId: `SGP-${drawNumber}`,
    marketCode: 'SGP',
    drawNumber,
    winningNumbers,
    drawnAt: '2026-01-02T03:00:00.000Z',
  };
}

const markets: LotteryMarket[] = [
  {
    code: 'SGP',
    name: 'Singapore 4D',
    digits: 4,
    drawIntervalMinutes: 60,
    latestDraw: draw(128, '4821'),
    nextDrawAt: '2026-01-02T04:05:07.000Z',
  },
  {
    code: 'HK',
    name: 'Hong Kong',
    digits: 6,
    drawIntervalMinutes: 1440,
    latestDraw: null,
    nextDrawAt: '2026-01-02T03:29:00.000Z',
  },
];

const drawRequests = (requests: RecordedRequest[]) =>
  requests.filter(({ url }) => url === '/v1/lottery/draws').map(({ body }) => body);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('winning numbers', () => {
  it('shows each market’s latest draw as balls, its time and a countdown to the next draw', async () => {
    installFakeApi({ '/v1/lottery/markets': ok(markets) });
    renderGamesRoute('/winning-numbers/');

    const [singapore, hongKong] = (await screen.findAllByTestId('lottery-market')).map((card) =>
      within(card),
    );
    expect(singapore!.getByRole('heading', { name: 'Singapore 4D' })).toBeInTheDocument();
    expect(singapore!.getByText('Draw #128')).toBeInTheDocument();
    const balls = singapore!.getByRole('list', { name: 'Winning numbers 4821' });
    expect(
      within(balls)
        .getAllByRole('listitem', { hidden: true })
        .map((ball) => ball.textContent),
    ).toEqual(['4', '8', '2', '1']);
    expect(
      singapore!.getByText(
        (_text, element) =>
          element?.tagName === 'TIME' &&
          element.getAttribute('dateTime') === '2026-01-02T03:00:00.000Z',
      ),
    ).toBeInTheDocument();
    expect(singapore!.getByRole('timer')).toHaveTextContent('Next draw in 0:35:07');
    act(() => jest.advanceTimersByTime(2000));
    expect(singapore!.getByRole('timer')).toHaveTextContent('Next draw in 0:35:05');

    expect(hongKong!.getByText('No draw yet.')).toBeInTheDocument();
    expect(hongKong!.getByText('Drawing now')).toBeInTheDocument();
  });

  it('says so when no market is open', async () => {
    installFakeApi({ '/v1/lottery/markets': ok([]) });
    renderGamesRoute('/winning-numbers/');

    expect(await screen.findByText('No lottery markets are open.')).toBeInTheDocument();
  });

  it('opens a market’s history and pages through it', async () => {
    const requests = installFakeApi({
      '/v1/lottery/markets': ok(markets),
      '/v1/lottery/draws': ({ body }) => {
        const { page } = body as { page: number };
        return ok({
          items: [draw(130 - page, `${page}${page}${page}${page}`)],
          total: 25,
          page,
          pageSize: 10,
        });
      },
    });
    renderGamesRoute('/winning-numbers/');

    fireEvent.click(await screen.findByRole('link', { name: 'Past results: Singapore 4D' }));

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('current-url')).toHaveTextContent('/winning-numbers/?market=SGP');
    expect(screen.getByRole('list', { name: 'Winning numbers 1111' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Draw #128')).toBeInTheDocument();
    expect(drawRequests(requests)).toEqual([
      { marketCode: 'SGP', page: 1, pageSize: 10 },
      { marketCode: 'SGP', page: 2, pageSize: 10 },
    ]);
    expect(screen.getByRole('link', { name: 'All markets' })).toHaveAttribute(
      'href',
      '/winning-numbers/',
    );
  });
});

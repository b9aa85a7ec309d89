import { expect, test } from '../support/test';
import { creditBonus } from '../support/operator';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

interface BetReportAnswer {
  data: { total: number; items: { category: string; stake: string; currency: string }[] };
}

test('a player opens a slot from the lobby and spins: the header in another tab follows live and the round is in the bet report', async ({
  page,
  context,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('500,000.00');
  await page.goto('/');

  // The game opens bare (no site chrome), so the player keeps the site in a second tab.
  const play = await context.newPage();
  await play.goto('/games/slots/');
  await play.getByTestId('game-tile').first().click();
  await expect(play).toHaveURL(/\/play\/game\/\?gpid=/);
  await play.getByRole('button', { name: 'Play now' }).click();
  await expect(play).toHaveURL(/\/play\/launch-game\/\?url=/);
  await expect(play.getByRole('banner')).toHaveCount(0);

  const game = play.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  const gameBalance = game.locator('#balance');
  // The game shows the balance as the header does, thousands grouped.
  await expect(gameBalance).toHaveText('500,000.00 IDR');
  // A spin can win back exactly its stake; spin until the balance moves.
  let spins = 0;
  do {
    await expect(spin).toBeEnabled();
    await spin.click();
    spins += 1;
    await expect(game.locator('#result')).not.toHaveText(/Spinning/);
  } while ((await gameBalance.textContent()) === '500,000.00 IDR' && spins < 10);

  const [amount] = (await gameBalance.textContent())!.split(' ');
  expect(amount).not.toBe('500,000.00');
  await expect(header).toHaveText(amount!);

  const report = (await play.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.loginToken;
    const response = await fetch('/v1/bet-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: auth },
      body: '{}',
    });
    return response.json();
  })) as BetReportAnswer;
  expect(report.data.total).toBe(spins);
  expect(report.data.items[0]).toMatchObject({ category: 'slots', currency: 'IDR' });

  // The report page lists the rounds with every column on screen, its last one included.
  await page.goto('/account/report/');
  const rounds = page.getByRole('table').getByRole('row');
  await expect(rounds).toHaveCount(spins + 1);
  await expect(rounds.nth(1).getByRole('cell', { name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Record' })).toBeInViewport({ ratio: 1 });

  // The bare game page still leads back to the site.
  await play.getByRole('link', { name: 'Back to the games' }).click();
  await expect(play).toHaveURL(/\/games\/$/);
});

test('a game launched in Indonesian speaks Indonesian and groups its balance the Indonesian way', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);
  await creditBonus(player.username, '1234567.89');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id-ID');
  await page.goto('/games/slots/');
  await page.getByTestId('game-tile').first().click();
  await page.getByRole('button', { name: 'Main sekarang' }).click();
  await expect(page).toHaveURL(/\/play\/launch-game\/\?url=.*lang%3Did-ID/);

  const game = page.frameLocator('iframe');
  await expect(game.locator('html')).toHaveAttribute('lang', 'id-ID');
  await expect(game.locator('#balance')).toHaveText('1.234.567,89 IDR');
  await expect(game.getByRole('button', { name: 'Putar' })).toBeEnabled();
  const body = await page.screenshot({ path: test.info().outputPath('game-id-ID.png') });
  await test.info().attach('game-id-ID', { body, contentType: 'image/png' });
});

test('the menu anchors land on their home sections, in the spec order', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#transactions')).toBeAttached();
  const ids = await page
    .getByTestId('home-section')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual([
    'promo',
    'jackpot',
    'popular',
    'recommended',
    'casino',
    'announcement',
    'slot',
    'sports',
    'lottery',
    'card-game',
    'providers',
    'referral',
    'transactions',
  ]);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Sports' })
    .click();
  await expect(page).toHaveURL('/#sports');
  await expect(page.locator('#sports')).toBeInViewport();
});

test('the lobby searches and filters by provider; winning numbers show each lottery market', async ({
  page,
}) => {
  await page.goto('/games/');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  const all = await tiles.count();
  expect(all).toBeGreaterThan(30);
  await page.getByRole('combobox', { name: /provider/i }).selectOption('PG');
  await expect(page).toHaveURL(/provider=PG/);
  await expect.poll(() => tiles.count()).toBeLessThan(all);

  await page.getByLabel('Provider').selectOption('');
  await page.getByLabel('Search games').fill('koi');
  await expect(page).toHaveURL(/q=koi/);
  await expect(tiles).toHaveCount(1);
  await expect(tiles).toContainText('Neon Koi Pond');

  await page.goto('/winning-numbers/');
  for (const market of ['Croupier 4D', 'Lagoon 3D', 'Golden 4D', 'Midnight 6D']) {
    await expect(page.getByRole('heading', { name: market })).toBeVisible();
  }
});

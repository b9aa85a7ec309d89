import { expect, test, type Page } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
import { depositApproved } from '../support/wallet';

// A player finds the wallet, and nothing the player reads or presses is hidden on a phone: no
// column off-screen, nothing under the live-chat button.

/**
 * What sits under the live-chat button anywhere on the page: the page is scrolled through, and at
 * each stop every visible text, cell and control is checked against the button's box.
 */
async function elementsUnderLiveChat(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const chat = document.querySelector('[data-testid="live-chat"]');
    if (!chat) return ['the live chat is missing'];
    const readable =
      'main :is(td, th, a, button, input, select, textarea, h1, h2, h3, p, dt, dd, label, img, li), footer :is(a, p)';
    // The part of an element that shows: a rail's tiles scrolled out of it are clipped away.
    const visibleBox = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return right > left && bottom > top ? { left, top, right, bottom } : null;
    };
    const covered = new Set<string>();
    const step = Math.round(window.innerHeight / 2);
    for (let top = 0; ; top += step) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const button = chat.getBoundingClientRect();
      for (const element of document.querySelectorAll(readable)) {
        const box = visibleBox(element);
        if (!box) continue;
        const overlaps =
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top;
        if (overlaps) {
          covered.add(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
      if (top + window.innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** Cells and controls of the page that end past the right edge of the screen. */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(td, th, button, a, input, select)')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

const round = (index: number) => ({
  roundId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  gpid: 'PG',
  providerName: 'PG Soft',
  gameCode: 'fortune-dragon',
  gameName: 'Fortune Dragon',
  category: 'slots',
  currency: 'IDR',
  stake: '125000',
  win: index % 3 === 0 ? '1250000.5' : '0',
  net: index % 3 === 0 ? '1125000.5' : '-125000',
  status: 'settled',
  createdAt: new Date(Date.UTC(2026, 0, 2, 3, index)).toISOString(),
});

test('a new player starts at the top of home with a first-deposit step, and reaches Deposit from the header on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerThroughForm(page, newPlayer());

  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const callout = page.getByRole('region', { name: 'Make your first deposit' });
  await expect(callout).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('first-deposit-375.png') });

  const deposit = page.getByTestId('header-deposit');
  await expect(deposit).toBeInViewport({ ratio: 1 });
  await expect(deposit).toHaveAccessibleName('Deposit');
  await deposit.click();
  await expect(page).toHaveURL('/account/wallet/deposit/');
  await expect(page.getByLabel('Amount')).toBeVisible();

  // The profile menu leads to the wallet too, on a desktop as on a phone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(callout).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('first-deposit-1440.png') });
  await page.getByTestId('profile-menu').click();
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/account/wallet/deposit/');

  // Dismissed, the step stays away.
  await page.goto('/');
  await callout.getByRole('button', { name: 'Not now' }).click();
  await expect(callout).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('header-deposit')).toBeVisible();
  await expect(callout).toBeHidden();
});

test('no column is off-screen and nothing sits under the live chat on the bet report, wallet history, limits and deposit pages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughForm(page, player);
  await depositApproved(page, player, '500000');
  await page.goto('/account/responsible-gaming/');
  const form = page.locator('form').filter({ hasText: 'Set a limit' });
  for (const [type, period] of [
    ['deposit', 'day'],
    ['loss', 'week'],
    ['wager', 'month'],
  ] as const) {
    await form.getByLabel('Limit').selectOption(type);
    await form.getByLabel('Period').selectOption(period);
    await form.getByLabel('Amount').fill('90000000');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(page.getByRole('row').filter({ hasText: '90,000,000.00 IDR' })).toHaveCount(
      ['deposit', 'loss', 'wager'].indexOf(type) + 1,
    );
  }
  // A full page of rounds, so the report is longer than the screen.
  await page.route('**/v1/bet-report', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: {
          items: Array.from({ length: 20 }, (_, index) => round(index + 1)),
          total: 45,
          page: 1,
          pageSize: 20,
          totals: [{ currency: 'IDR', stake: '2500000', win: '8750003.5', net: '6250003.5' }],
        },
      },
    }),
  );

  const pages = [
    ['/account/report/', 'Fortune Dragon'],
    ['/account/wallet/history/?transactionType=DEPOWD', '500,000.00'],
    ['/account/responsible-gaming/', '90,000,000.00 IDR'],
    ['/account/wallet/deposit/', 'Amount'],
  ] as const;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const [path, content] of pages) {
      await page.goto(path);
      await expect(page.getByText(content).first()).toBeVisible();
      await expect(page.getByTestId('live-chat')).toBeAttached();
      expect(await elementsUnderLiveChat(page), `${path} at ${width} px`).toEqual([]);
      expect(await offScreen(page), `${path} at ${width} px`).toEqual([]);
      const name = path
        .split(/[/?]/)
        .filter((part) => part && !part.includes('='))
        .pop()!;
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-end.png`) });
    }
  }

  // On a phone the report's stake, win and net are on screen beside their names.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account/report/');
  const firstRound = page.getByRole('row').nth(1);
  for (const column of ['Stake', 'Win', 'Net']) {
    await expect(firstRound.locator(`td[data-label="${column}"]`)).toBeVisible();
  }
  await expect(firstRound.locator('td[data-label="Stake"]')).toHaveText('125,000.00 IDR');
});

test('the games lobby and home rails are never under the live chat', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/games/']) {
      await page.goto(path);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      expect(await elementsUnderLiveChat(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

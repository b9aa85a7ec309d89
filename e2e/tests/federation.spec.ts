import { expect, test, type Page } from '../support/test';
import { newPlayer, registerThroughForm } from '../support/players';
import { startApp, stopApp } from '../support/stack';

/** Versions of a shared package that the federation runtime has actually loaded on the page. */
async function loadedVersions(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type ShareEntry = { loaded?: boolean; lib?: unknown };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const versions = new Set<string>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(packages[name] ?? {})) {
          if (entry.loaded || entry.lib) versions.add(version);
        }
      }
    }
    return [...versions];
  }, pkg);
}

test('one React and one @croupier/shared: a remote reads the store the shell wrote', async ({
  page,
}) => {
  const player = newPlayer();
  await registerThroughForm(page, player);

  await page.goto('/account/wallet/account/');
  await expect(page.getByTestId('wallet-holder')).toHaveText(player.username);
  await page.goto('/account/profile/information/');
  await expect(page.getByTestId('profile-username')).toHaveText(player.username);
  await page.getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('lobby-greeting')).toHaveText(`Good luck, ${player.username}!`);

  expect(await loadedVersions(page, 'react')).toHaveLength(1);
  expect(await loadedVersions(page, '@croupier/shared')).toHaveLength(1);
  expect(await loadedVersions(page, 'zustand')).toHaveLength(1);
});

test('each remote serves its route inside the shell', async ({ page }) => {
  await page.goto('/games/');
  await expect(page.getByTestId('lobby-title')).toHaveText('Games lobby');
  await page.goto('/providers/');
  await expect(page.getByTestId('provider-grid').getByRole('listitem')).toHaveCount(11);
  await page.goto('/account/referral/');
  await expect(page.getByRole('heading', { name: 'Referral' })).toBeVisible();
  await expect(page.getByText('Log in to see your referral code.')).toBeVisible();
});

test('a cold home page loads each remote entry once: no remote global collides with the page', async ({
  page,
}) => {
  const referralFiles: string[] = [];
  const runtimeErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '3004') referralFiles.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.text().includes('RUNTIME-')) runtimeErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('provider-grid')).toBeVisible();
  // The invitation sits far below the first view: its remote waits for the player's scroll.
  expect(referralFiles).toEqual([]);
  await page.locator('#referral').scrollIntoViewIfNeeded();
  await expect(page.locator('#referral-widget-title')).toBeVisible();
  expect(referralFiles.filter((file) => file.endsWith('/mf-manifest.json'))).toHaveLength(1);
  expect(referralFiles.filter((file) => file.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(runtimeErrors).toEqual([]);
});

test('the site runs under its Content-Security-Policy, and every test hears a violation', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('provider-grid')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://example.org/not-a-remote.js';
    document.head.append(script);
  });
  await expect
    .poll(() => cspViolations)
    .toEqual([expect.stringContaining('script-src-elem refused https://example.org/')]);
  // Heard: this one was made on purpose, so it must not fail the test.
  cspViolations.length = 0;
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page/');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the launch-game page skips chrome, brand config, game lists and auth', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/data/'))
      calls.push(url.pathname);
  });
  const gameUrl = 'http://localhost:3000/no-game.html';
  await page.goto('/play/launch-game/?url=' + encodeURIComponent(gameUrl));
  await expect(page.locator('iframe')).toHaveAttribute('src', gameUrl);
  await expect(page.getByRole('banner')).toHaveCount(0);
  // Only the origins games may be framed from.
  expect(calls).toEqual(['/v1/game/origins']);
});

test('the launch-game page frames no page of a foreign origin', async ({ page }) => {
  // The page loads no brand config: the player's saved language, else Indonesian.
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/play/launch-game/?url=' + encodeURIComponent('https://example.org/'));
  await expect(page.getByRole('alert')).toHaveText(
    "This game is not from one of this site's game providers, so it cannot be opened here. " +
      'Open the game again from the lobby.',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('with the wallet remote stopped', () => {
  test.afterEach(async () => {
    await startApp('wallet').catch(() => undefined);
  });

  test('home and games keep working, the wallet shows the unavailable panel, and retry recovers', async ({
    page,
  }) => {
    await stopApp('wallet');

    await page.goto('/');
    await expect(page.getByTestId('provider-grid')).toBeVisible();
    await page.goto('/games/');
    await expect(page.getByTestId('lobby-title')).toBeVisible();

    await page.goto('/account/wallet/account/');
    const panel = page.getByTestId('section-unavailable-wallet');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('heading')).toHaveText('This section is unavailable');
    await expect(page.getByRole('banner')).toBeVisible();

    await startApp('wallet');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Wallet account' })).toBeVisible({
      timeout: 20_000,
    });
  });
});

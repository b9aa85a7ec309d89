import { expect, test } from '../support/test';

const REMOTE_PORTS = ['3001', '3002', '3003', '3004'];

function repeated(urls: string[]): string[] {
  return [...new Set(urls.filter((url, index) => urls.indexOf(url) !== index))];
}

test('a cold home page fetches each data file once and no file of a remote twice', async ({
  page,
}) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));

  await page.goto('/');
  await expect(page.getByTestId('provider-grid')).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const dataFiles = requested.filter((url) => url.pathname.startsWith('/data/')).map(String);
  expect(dataFiles).toEqual(
    expect.arrayContaining([
      // Each brand's own files: a game suspended in one brand leaves only its lobby.
      'http://localhost:3000/data/listofgame.json?brandId=croupier',
      'http://localhost:3000/data/listOfGameProvider.json?brandId=croupier',
    ]),
  );
  expect(repeated(dataFiles)).toEqual([]);

  const remoteFiles = requested.filter((url) => REMOTE_PORTS.includes(url.port)).map(String);
  expect(remoteFiles).toContain('http://localhost:3001/remoteEntry.js');
  expect(repeated(remoteFiles)).toEqual([]);
});

test('boot.js asks for the brand config and the page uses that answer', async ({ page }) => {
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/brand/config') configCalls.push(request.url());
  });
  await page.goto('/games/');
  await expect(page.getByTestId('lobby-title')).toBeVisible();
  expect(configCalls).toHaveLength(1);
  await expect(page.locator('link[rel="preload"][as="image"]')).not.toHaveCount(0);
});

test("in another language than the brand's, boot.js preloads the banner in that language and the default one is never requested", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.evaluate(() => localStorage.setItem('lang', 'id-ID'));

  const banners: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/banners/')) banners.push(url);
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
  await expect(page.getByTestId('promo-banner').locator('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The banner's AVIFs, as its picture's first source lists them.
  await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute(
    'imagesrcset',
    /\.avif\?lang=id-ID&w=\d+ \d+w/,
  );
  expect(banners).not.toEqual([]);
  expect(banners.filter((url) => url.searchParams.get('lang') !== 'id-ID').map(String)).toEqual([]);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newPlayer, registerThroughForm } from '../support/players';
import { captureAtReviewWidths } from '../support/screens';
import { ROOT_DIR } from '../support/stack';
import { expect, test } from '../support/test';

test('switching the language changes the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('id-ID');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('id-ID');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  // The remotes follow the same choice with their own translation files.
  await expect(page.getByRole('heading', { name: 'Permainan populer' })).toBeVisible();
});

test("a first visit saves the brand's language, which the launch-game page then speaks", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.goto('/play/launch-game/');
  await expect(
    page.getByText('This game link is not valid. Open the game again from the lobby.'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('in Thai, the announcement, promotions, FAQ answers and currency names are Thai', async ({
  page,
}) => {
  await registerThroughForm(page, newPlayer());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('th-TH');
  await expect(page.getByText('เงินคืนรายสัปดาห์ทุกวันจันทร์ โปรดเล่นอย่างมีความรับผิดชอบ')).toBeVisible();

  await page.goto('/promotion/');
  await expect(page.getByRole('heading', { name: 'โบนัสต้อนรับ 100%' })).toBeVisible();
  // Banners draw their headline in Thai too.
  await expect(page.getByTestId('promotion-banner').first().locator('img')).toHaveAttribute(
    'src',
    /\?lang=th-TH$/,
  );
  await expect(page.getByText('รับเงินคืน 10% จากยอดเสียสุทธิของคุณทุกวันจันทร์')).toBeVisible();

  await page.goto('/faq/');
  await page.getByText('การถอนเงินใช้เวลานานเท่าไร').click();
  await expect(
    page.getByText('การถอนเงินจะได้รับการตรวจสอบและจ่ายภายใน 24 ชั่วโมง ส่วนใหญ่ภายในหนึ่งชั่วโมง'),
  ).toBeVisible();

  await page.goto('/account/wallet/deposit/');
  await expect(page.locator('option', { hasText: 'IDR · รูเปียห์อินโดนีเซีย' })).toBeAttached();
});

/** A text of the site's locale files, with its {{…}} filled in. */
function localeText(file: string, language: string, key: string, values: Record<string, string>) {
  const texts = JSON.parse(
    readFileSync(path.join(ROOT_DIR, file.replace('{lng}', language)), 'utf8'),
  ) as Record<string, Record<string, string>>;
  const [group, name] = key.split('.') as [string, string];
  return Object.entries(values).reduce(
    (text, [param, value]) => text.replaceAll(`{{${param}}}`, value),
    texts[group]![name]!,
  );
}

test("a limit refusal speaks Thai and Japanese, with the site's money format", async ({ page }) => {
  await registerThroughForm(page, newPlayer());
  await page.goto('/account/responsible-gaming/');
  const limitForm = page.locator('form').filter({ hasText: 'Set a limit' });
  await limitForm.getByLabel('Limit').selectOption('deposit');
  await limitForm.getByLabel('Period').selectOption('day');
  await limitForm.getByLabel('Amount').fill('100,000');
  await limitForm.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByText('Your limit is now in force.')).toBeVisible();

  const languageSelect = page
    .locator('select')
    .filter({ has: page.locator('option[value="ja-JP"]') });
  for (const language of ['th-TH', 'ja-JP']) {
    await languageSelect.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.goto('/account/wallet/deposit/');
    await page.locator('form input[inputmode="decimal"]').first().fill('150000');
    const submit = localeText(
      'mfe-wallet/public/locales/{lng}/wallet.json',
      language,
      'deposit.submit',
      {},
    );
    await page.getByRole('button', { name: submit }).click();
    const period = localeText('shell/public/locales/{lng}/errors.json', language, 'period.day', {});
    await expect(
      page.getByText(
        localeText('shell/public/locales/{lng}/errors.json', language, 'reason.depositLimit', {
          period,
          limit: '100,000.00 IDR',
          remaining: '100,000.00 IDR',
        }),
      ),
    ).toBeVisible();
    await captureAtReviewWidths(page, `limit-refusal-${language}`);
  }
});

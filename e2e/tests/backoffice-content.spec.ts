import { expect, test } from '../support/test';
import { firstLogInToBackOffice, openSection } from '../support/backoffice';
import { auditEntriesOf, createStaff } from '../support/operator';

const LAGOON = 'http://127.0.0.1:3000';
const suffix = () => Date.now().toString(36).slice(-6);

test("marketing publishes a promotion and changes the announcement; lagoon's site shows both on its next load", async ({
  page,
  browser,
}, testInfo) => {
  const username = `content_${suffix()}`;
  const staff = await createStaff(username, ['marketing']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await firstLogInToBackOffice(office, staff);

  await openSection(office, 'Content');
  await office.getByLabel('Brand').selectOption({ label: 'Blue Lagoon Casino' });
  await expect(office.getByRole('row', { name: /cashback-mingguan/ })).toBeVisible();
  await office.getByRole('button', { name: 'New promotion' }).click();
  const editor = office.getByRole('form', { name: 'New entry' });
  // Checked before sending: nothing is written yet.
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Write a title.')).toBeVisible();

  const slug = `monsun-${suffix()}`;
  const title = `Bonus Musim Hujan ${slug}`;
  await editor.getByLabel('Name in the address').fill(slug);
  await editor.getByLabel('Order (lower first)').fill('0');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Summary').fill('Setoran kedua dapat 20%');
  await editor.getByLabel('Text', { exact: true }).fill('Berlaku seminggu.\n\nSyarat berlaku.');
  await expect(
    editor.getByRole('complementary').getByRole('heading', { name: title }),
  ).toBeVisible();
  await editor.getByLabel('Language').selectOption('en-US');
  await expect(editor.getByText(/the site shows the default language's/)).toBeVisible();
  await editor.getByLabel('Title').fill(`Monsoon Bonus ${slug}`);
  await editor.getByLabel('Text', { exact: true }).fill('Valid for a week.');
  await office.screenshot({
    path: testInfo.outputPath('backoffice-content-editor-1280.png'),
    fullPage: true,
  });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({
    path: testInfo.outputPath('backoffice-content-editor-768.png'),
    fullPage: true,
  });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('status')).toContainText(`Saved “${title}”`);
  const row = office.getByRole('row', { name: new RegExp(slug) });
  await expect(row).toContainText('On the site');
  await office.screenshot({
    path: testInfo.outputPath('backoffice-content-768.png'),
    fullPage: true,
  });

  await page.goto(`${LAGOON}/promotion/`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The announcement is edited in the Content section too, with its translations and a preview.
  await office.getByLabel('Kind').selectOption('announcement');
  const announcementForm = office.getByRole('form', { name: 'The announcement on the home page' });
  const announcement = announcementForm.getByLabel(
    'Text in Bahasa Indonesia (the default language)',
  );
  const before = await announcement.inputValue();
  const changed = `Musim hujan: bonus baru setiap minggu ${slug}`;
  await announcement.fill(changed);
  const preview = announcementForm.getByRole('complementary');
  await preview.getByLabel('Language').selectOption('en-US');
  await expect(preview.getByRole('note')).toContainText(changed);
  for (const width of [1280, 768]) {
    await office.setViewportSize({ width, height: width === 768 ? 1024 : 800 });
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-announcement-${width}.png`),
      fullPage: true,
    });
  }
  try {
    await announcementForm.getByRole('button', { name: 'Save announcement' }).click();
    await expect(office.getByRole('status')).toContainText('Announcement saved.');
    await page.goto(`${LAGOON}/`);
    await expect(page.getByText(changed)).toBeVisible();
  } finally {
    await announcement.fill(before);
    await announcementForm.getByRole('button', { name: 'Save announcement' }).click();
    await expect(office.getByRole('status')).toContainText('Announcement saved.');
  }

  await office.getByLabel('Kind').selectOption('promotion');
  const saved = office.getByRole('row', { name: new RegExp(slug) });
  await saved.getByRole('button', { name: 'Unpublish' }).click();
  await saved.getByRole('button', { name: 'Confirm' }).click();
  await expect(office.getByRole('status')).toContainText('is off the site');
  await expect(saved).toContainText('Ended');
  await page.goto(`${LAGOON}/promotion/`);
  await expect(page.getByRole('heading', { name: 'Cashback Mingguan 10%' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  const actions = (await auditEntriesOf(username)).map(({ action }) => action);
  expect(actions).toEqual(
    expect.arrayContaining(['content.save', 'content.unpublish', 'brand.change-settings']),
  );
  await context.close();
});

test("a banner scheduled for later is not on lagoon's site until its start; marketing brings it forward", async ({
  browser,
  request,
}, testInfo) => {
  const staff = await createStaff(`banners_${suffix()}`, ['marketing']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Content');
  await office.getByLabel('Brand').selectOption({ label: 'Blue Lagoon Casino' });
  await office.getByLabel('Kind').selectOption('banners');
  const form = office.getByRole('form', { name: 'Banners' });
  const promoDesktop = form.getByRole('region', { name: 'Promotions, desktop' });
  const added = `/assets/brands/lagoon/banners/later-${suffix()}.svg`;
  const promoBanners = async () => {
    const config = await request.post(`${LAGOON}/v1/brand/config`, {
      data: { domain: '127.0.0.1' },
    });
    const { data } = (await config.json()) as {
      data: { banners: { promo: { desktop: { img: string }[] } } };
    };
    return data.banners.promo.desktop.map(({ img }) => img);
  };

  await form.getByRole('button', { name: 'Add a banner to Promotions, desktop' }).click();
  const number = await promoDesktop.getByLabel(/^Image URL of banner/).count();
  await promoDesktop.getByLabel(`Image URL of banner ${number}`).fill(added);
  await promoDesktop.getByLabel(`Link of banner ${number}`).fill('/promotion/');
  const from = promoDesktop.getByLabel(`Shows from, banner ${number} (empty: now)`);
  await from.fill('2099-01-01T00:00');
  await form.getByRole('button', { name: 'Save banners' }).click();
  await expect(form.getByRole('status')).toContainText('Banners saved.');
  await office.screenshot({
    path: testInfo.outputPath('backoffice-banners-1280.png'),
    fullPage: true,
  });
  await office.setViewportSize({ width: 768, height: 1024 });
  await office.screenshot({
    path: testInfo.outputPath('backoffice-banners-768.png'),
    fullPage: true,
  });
  expect(await promoBanners()).not.toContain(added);

  await from.fill('');
  await form.getByRole('button', { name: 'Save banners' }).click();
  await expect(form.getByRole('status')).toContainText('Banners saved.');
  expect(await promoBanners()).toContain(added);

  await promoDesktop.getByRole('button', { name: `Remove banner ${number}` }).click();
  await form.getByRole('button', { name: 'Save banners' }).click();
  await expect(form.getByRole('status')).toContainText('Banners saved.');
  expect(await promoBanners()).not.toContain(added);
  await context.close();
});

test("marketing uploads a banner's Thai artwork, previews it, and lagoon's site shows it in Thai and the default's in English", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = `artwork_${suffix()}`;
  const staff = await createStaff(username, ['marketing']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await firstLogInToBackOffice(office, staff);
  await openSection(office, 'Content');
  await office.getByLabel('Brand').selectOption({ label: 'Blue Lagoon Casino' });
  await office.getByLabel('Kind').selectOption('banners');
  const form = office.getByRole('form', { name: 'Banners' });
  const homeDesktop = form.getByRole('region', { name: 'Home page, desktop' });
  const thaiArtwork = homeDesktop.getByLabel('ไทย artwork of banner 1');
  const desktopPreview = form
    .getByRole('region', { name: 'Preview: Home page' })
    .getByRole('figure', { name: /^Desktop/ })
    .getByRole('img');

  // A banner-sized PNG, drawn by the browser.
  const png = await office.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 400;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#0a84c6';
    draw.fillRect(0, 0, 1200, 400);
    draw.fillStyle = '#ffffff';
    draw.font = 'bold 110px sans-serif';
    draw.fillText('โบนัสไทย 100%', 80, 250);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await thaiArtwork.setInputFiles({
    name: 'thai-welcome.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(homeDesktop.getByText('Own artwork')).toBeVisible();
  await form.getByLabel('Preview in').selectOption('th-TH');
  await expect(desktopPreview).toHaveAttribute('src', /\/uploads\/[\w-]+\.png$/);
  const uploaded = (await desktopPreview.getAttribute('src'))!;
  // Drawn once the picture's AVIF or WebP of the upload has arrived, not the art it replaced.
  await expect
    .poll(() => desktopPreview.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/uploads\/[\w-]+\.(avif|webp)\?w=\d+$/);
  for (const width of [1280, 768]) {
    await office.setViewportSize({ width, height: width === 768 ? 1024 : 800 });
    await form.getByRole('region', { name: 'Preview: Home page' }).scrollIntoViewIfNeeded();
    for (const img of await form.getByRole('figure').getByRole('img').all()) {
      await expect
        .poll(() => img.evaluate((drawn: HTMLImageElement) => drawn.complete && drawn.naturalWidth))
        .toBeGreaterThan(0);
    }
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-banner-preview-${width}.png`),
    });
  }

  const site = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const homeBanner = site.getByTestId('promo-banner').locator('img');
  const openHomeIn = async (language: string) => {
    await site.goto(`${LAGOON}/`);
    await site.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
    await site.reload();
    await expect(site.locator('html')).toHaveAttribute('lang', language);
  };
  try {
    await form.getByRole('button', { name: 'Save banners' }).click();
    await expect(form.getByRole('status')).toContainText('Banners saved.');

    await openHomeIn('th-TH');
    await expect(homeBanner).toHaveAttribute('src', uploaded);
    await expect(homeBanner).toHaveAttribute('width', '1200');
    await expect(
      site.getByTestId('promo-banner').locator('source:not([media])').first(),
    ).toHaveAttribute('srcset', /\/uploads\/[\w-]+\.avif\?w=\d+ \d+w/);
    await expect(homeBanner).toHaveJSProperty('complete', true);
    await site.screenshot({ path: testInfo.outputPath('site-thai-banner-1440.png') });
    // On a phone the site draws the mobile list's banner, which has no Thai artwork of its own.
    await site.setViewportSize({ width: 375, height: 800 });
    await site.reload();
    await expect
      .poll(() => homeBanner.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/banners\/welcome-mobile\.(avif|webp)\?lang=th-TH&w=\d+$/);
    await site.screenshot({ path: testInfo.outputPath('site-thai-banner-375.png') });

    await site.setViewportSize({ width: 1440, height: 900 });
    await openHomeIn('en-US');
    await expect(homeBanner).toHaveAttribute('src', /\/banners\/welcome-desktop\.svg\?lang=en-US$/);
  } finally {
    await homeDesktop.getByRole('button', { name: 'Remove ไทย artwork of banner 1' }).click();
    await form.getByRole('button', { name: 'Save banners' }).click();
    await expect(form.getByRole('status')).toContainText('Banners saved.');
  }
  await openHomeIn('th-TH');
  await expect(homeBanner).toHaveAttribute('src', /\/banners\/welcome-desktop\.svg\?lang=th-TH$/);

  const actions = (await auditEntriesOf(username)).map(({ action }) => action);
  expect(actions).toEqual(
    expect.arrayContaining(['brand.upload-artwork', 'brand.change-settings']),
  );
  await site.close();
  await context.close();
});

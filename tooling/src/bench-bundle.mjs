// `pnpm bench:bundle` (with `pnpm start` running): the JavaScript a visitor downloads for the home
// page and for one remote route, per origin, raw and gzip-compressed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const PAGES = ['/', '/account/wallet/account/'];

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  for (const pagePath of PAGES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()), body: await response.body() });
    });
    await page.goto(`${SITE}${pagePath}`, { waitUntil: 'networkidle' });
    const byOrigin = new Map();
    for (const { url, body } of scripts) {
      const totals = byOrigin.get(url.host) ?? { files: 0, raw: 0, gzip: 0 };
      totals.files += 1;
      totals.raw += body.length;
      totals.gzip += gzipSync(body, { level: 9 }).length;
      byOrigin.set(url.host, totals);
    }
    console.info(`${pagePath}`);
    for (const [host, totals] of byOrigin) {
      console.info(
        `  ${host.padEnd(16)} ${String(totals.files).padStart(3)} files  ${kib(totals.raw).padStart(10)} raw  ${kib(totals.gzip).padStart(10)} gzip`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
}

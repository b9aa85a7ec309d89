// `pnpm bench:bundle` (with `pnpm start` running): the JavaScript a first visit downloads for the
// home page and for one remote route, per origin: raw, gzip-compressed, and as transferred (the
// served brotli files), with the page's total against the home budget.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { HOME_JS_BUDGET_KIB } from './budgets.mjs';

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
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      if (!response) return;
      const { responseBodySize } = await request.sizes();
      scripts.push({
        url: new URL(request.url()),
        body: await response.body(),
        transferred: responseBodySize,
      });
    });
    await page.goto(`${SITE}${pagePath}`, { waitUntil: 'networkidle' });
    const byOrigin = new Map();
    for (const { url, body, transferred } of scripts) {
      const totals = byOrigin.get(url.host) ?? { files: 0, raw: 0, gzip: 0, transferred: 0 };
      totals.files += 1;
      totals.raw += body.length;
      totals.gzip += gzipSync(body, { level: 9 }).length;
      totals.transferred += transferred;
      byOrigin.set(url.host, totals);
    }
    console.info(`${pagePath}`);
    for (const [host, totals] of byOrigin) {
      console.info(
        `  ${host.padEnd(16)} ${String(totals.files).padStart(3)} files  ${kib(totals.raw).padStart(10)} raw  ${kib(totals.gzip).padStart(10)} gzip  ${kib(totals.transferred).padStart(10)} transferred`,
      );
    }
    const transferred = [...byOrigin.values()].reduce((sum, totals) => sum + totals.transferred, 0);
    const budget = pagePath === '/' ? `  (budget ${HOME_JS_BUDGET_KIB} KiB)` : '';
    console.info(`  ${'all'.padEnd(16)} ${kib(transferred).padStart(52)} transferred${budget}`);
    await page.close();
  }
} finally {
  await browser.close();
}

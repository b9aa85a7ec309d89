import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 4; i++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('http://localhost:3000/', { waitUntil: 'networkidle' });
  const t = await page.evaluate(() => performance.getEntriesByType('resource').filter(e => /brand\/config|shell.json|mf-manifest|welcome/.test(e.name)).map(e => `${e.name.split('/').slice(-2).join('/')} start ${e.startTime.toFixed(0)} req ${e.requestStart.toFixed(0)} resp ${e.responseStart.toFixed(0)} end ${e.responseEnd.toFixed(0)}`));
  const lcp = await page.evaluate(() => new Promise(r => new PerformanceObserver(l => r(l.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true })));
  console.log('LCP', lcp.toFixed(0), '\n ', t.join('\n  '));
  await ctx.close();
}
await browser.close();

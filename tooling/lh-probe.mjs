import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
const url = process.argv[2];
const profile = fs.mkdtempSync('/tmp/lhp-');
const c = spawn('/usr/bin/chromium', ['--headless=new','--no-sandbox','--disable-gpu','--remote-debugging-port=0',`--user-data-dir=${profile}`,'about:blank'], { stdio: ['ignore','ignore','pipe'] });
const port = await new Promise((r) => { let o=''; c.stderr.on('data', (d) => { o+=d; const m=/DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(o); if (m) r(Number(m[1])); }); });
const res = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
c.kill();
const a = res.lhr.audits;
fs.writeFileSync('/tmp/lh.json', JSON.stringify(res.lhr));
console.log('score', res.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].displayValue, 'LCP', a['largest-contentful-paint'].displayValue, 'TBT', a['total-blocking-time'].displayValue, 'SI', a['speed-index'].displayValue);
for (const id of ['largest-contentful-paint-element','lcp-breakdown-insight','lcp-discovery-insight','bootup-time','mainthread-work-breakdown','render-blocking-insight','network-dependency-tree-insight','long-tasks']) {
  const x = a[id]; if (!x) continue;
  console.log('==', id, x.displayValue ?? '');
  console.log(JSON.stringify(x.details?.items ?? x.details, null, 0).slice(0, 2500));
}

// `pnpm bench:web` (with `pnpm start` running): Lighthouse on the home page and the games lobby,
// mobile and desktop presets, three cold runs each, and the medians of what the site is judged by.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const PAGES = (process.env.BENCH_PAGES ?? '/,/games/').split(',');
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Debian's Chromium with a DevTools port Lighthouse drives; a fresh profile, so every run is cold. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  return {
    port,
    async close() {
      chromium.kill();
      await exited;
      // Chromium's helpers may still be writing the profile for a moment after it exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function audit(url, preset) {
  const chromium = await launchChromium();
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    const { categories, audits, runtimeError } = result.lhr;
    // An unreachable site still yields a report, empty: say so rather than print blanks.
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
    return {
      performance: categories.performance.score * 100,
      lcpSeconds: audits['largest-contentful-paint'].numericValue / 1000,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      failing: Object.values(audits)
        .filter((entry) => entry.scoreDisplayMode === 'binary' && entry.score === 0)
        .map((entry) => entry.id),
    };
  } finally {
    await chromium.close();
  }
}

/**
 * Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP) on a busy machine: such a
 * run is made once more, and a site that cannot be loaded fails twice.
 */
async function auditOnceAgain(url, preset) {
  try {
    return await audit(url, preset);
  } catch (error) {
    console.info(`${''.padEnd(16)} ${error.message}; once more`);
    return audit(url, preset);
  }
}

function median(values) {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)];
}

const FIELDS = [
  ['performance', 'score', (value) => value.toFixed(0)],
  ['lcpSeconds', 'LCP', (value) => `${value.toFixed(2)} s`],
  ['cls', 'CLS', (value) => value.toFixed(3)],
  ['tbtMs', 'TBT', (value) => `${value.toFixed(0)} ms`],
  ['accessibility', 'a11y', (value) => value.toFixed(0)],
  ['bestPractices', 'best practices', (value) => value.toFixed(0)],
  ['seo', 'SEO', (value) => value.toFixed(0)],
];

console.info(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
for (const preset of PRESETS) {
  for (const pagePath of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await auditOnceAgain(`${SITE}${pagePath}`, preset));
    const medians = FIELDS.map(
      ([key, label, format]) => `${label} ${format(median(runs.map((entry) => entry[key])))}`,
    );
    console.info(`${preset.padEnd(7)} ${pagePath.padEnd(8)} ${medians.join('  ')}`);
    console.info(
      `${''.padEnd(16)} runs: ${runs.map((entry) => `${entry.performance.toFixed(0)}/${entry.lcpSeconds.toFixed(2)}s`).join(', ')}`,
    );
    const failing = [...new Set(runs.flatMap((entry) => entry.failing))];
    if (failing.length > 0) console.info(`${''.padEnd(16)} failing audits: ${failing.join(', ')}`);
  }
}
console.info(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);

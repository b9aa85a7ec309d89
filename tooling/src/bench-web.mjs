// `pnpm bench:web` (with `pnpm start` running): Lighthouse on the home page, the games lobby, the
// deposit page (signed in) and a game's page, mobile and desktop presets, three cold runs each, and
// the medians of what the site is judged by. Every run prints Lighthouse's benchmarkIndex (how fast
// this host's CPU is) and the machine's load, so figures from different hosts can be compared.
//
//   BENCH_PAGES           comma-separated paths; `game` stands for the first game's page
//   BENCH_PRESETS         mobile,desktop
//   BENCH_RUNS            runs per page and preset (3)
//   BENCH_CPU_SLOWDOWN    the mobile preset's CPU slowdown (Lighthouse's default, 4)
//   BENCH_REPORT_DIR      a folder to keep every run's Lighthouse report in (JSON; the Lighthouse
//                         viewer opens them): what the largest paint waited for, and why
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium as playwrightChromium } from 'playwright-core';
import { signedInStorage } from './bench-web-player.mjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const PAGES = (process.env.BENCH_PAGES ?? '/,/games/,/account/wallet/deposit/,game').split(',');
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(
  process.env.BENCH_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Pages only a signed-in player sees: the run starts with a player's tokens in storage. */
const SIGNED_IN_PAGES = ['/account/'];

const mobileConfig = {
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } },
};

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

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
      // Chromium's helpers may still be writing the profile for a moment after it exits; a profile
      // left behind in the temporary folder is harmless, a failed run for it is not.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.info(`${''.padEnd(8)} left ${profile}: ${error.message}`);
      }
    },
  };
}

/**
 * Puts a player's tokens in the fresh profile's storage, from a page of the site that loads none of
 * its code, so the audited load stays cold.
 */
async function signIn(port, storage) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${SITE}/health`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

function keepReport(result, url, preset) {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  const name = `${preset}-${page}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(path.join(REPORT_DIR, name), result.report);
}

async function audit(url, preset, storage) {
  const chromium = await launchChromium();
  try {
    if (storage) await signIn(chromium.port, storage);
    const config = preset === 'desktop' ? desktopConfig : mobileConfig;
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // A reset would clear the player's tokens; the profile is new, so the cache is cold anyway.
        disableStorageReset: storage !== undefined,
      },
      config,
    );
    const { categories, audits, runtimeError, environment, finalDisplayedUrl } = result.lhr;
    if (REPORT_DIR) keepReport(result, url, preset);
    // An unreachable site still yields a report, empty: say so rather than print blanks.
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
    // A signed-in page that sent the visitor elsewhere would measure the wrong page.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    return {
      performance: categories.performance.score * 100,
      lcpSeconds: audits['largest-contentful-paint'].numericValue / 1000,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      benchmarkIndex: environment.benchmarkIndex,
      load: os.loadavg()[0],
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
async function auditOnceAgain(url, preset, storage) {
  try {
    return await audit(url, preset, storage);
  } catch (error) {
    console.info(`${''.padEnd(16)} ${error.message}; once more`);
    return audit(url, preset, storage);
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

console.info(`load average ${loadAverage()}; mobile CPU slowdown ${CPU_SLOWDOWN}×`);
const { storage, gamePage } = await signedInStorage(SITE);
for (const preset of PRESETS) {
  for (const page of PAGES) {
    const pagePath = page === 'game' ? gamePage : page;
    const signedIn = SIGNED_IN_PAGES.some((prefix) => pagePath.startsWith(prefix));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await auditOnceAgain(`${SITE}${pagePath}`, preset, signedIn ? storage : undefined));
    const medians = FIELDS.map(
      ([key, label, format]) => `${label} ${format(median(runs.map((entry) => entry[key])))}`,
    );
    console.info(`${preset.padEnd(7)} ${pagePath}`);
    console.info(`${''.padEnd(8)} ${medians.join('  ')}`);
    for (const entry of runs) {
      console.info(
        `${''.padEnd(8)} run: score ${entry.performance.toFixed(0)}, LCP ${entry.lcpSeconds.toFixed(2)} s, ` +
          `TBT ${entry.tbtMs.toFixed(0)} ms, benchmarkIndex ${entry.benchmarkIndex.toFixed(0)}, load ${entry.load.toFixed(2)}`,
      );
    }
    const failing = [...new Set(runs.flatMap((entry) => entry.failing))];
    if (failing.length > 0) console.info(`${''.padEnd(8)} failing audits: ${failing.join(', ')}`);
  }
}
console.info(`load average ${loadAverage()}`);

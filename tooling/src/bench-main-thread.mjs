// `pnpm bench:main-thread` (with `pnpm start` running): the main thread's work in the first five
// seconds of home, the games lobby, the deposit page (signed in) and a game's page, from a Chromium
// trace without throttling, three cold runs each. Prints per run the total of the main-frame's
// tasks, the longest, how many are over 50 ms, and every task over 30 ms with what it did; then
// the medians, and the machine's load before and after, so two builds measured back to back in the
// same conditions can be compared.
//
//   BENCH_PAGES   comma-separated paths; `game` stands for the first game's page
//   BENCH_RUNS    runs per page (3)
//   BENCH_QUIET   1: medians only, no list of tasks
//   BENCH_TRACE_DIR  a folder to keep every run's trace in (DevTools' Performance panel opens them)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signedInStorage } from './bench-web-player.mjs';
import { FIRST_VIEW_MS, LISTED_TASK_MS, traceFirstView } from './main-thread-trace.mjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const PAGES = (process.env.BENCH_PAGES ?? '/,/games/,/account/wallet/deposit/,game').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QUIET = process.env.BENCH_QUIET === '1';
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
/** Pages only a signed-in player sees: the run starts with a player's tokens in storage. */
const SIGNED_IN_PAGES = ['/account/'];

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const ms = (value) => `${value.toFixed(0)} ms`;

function median(values) {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Puts the player's tokens in the site's storage before any of its scripts run. */
const signIn =
  ([key, value]) =>
  (context) =>
    context.addInitScript(([name, state]) => localStorage.setItem(name, state), [key, value]);

console.info(
  `load average ${loadAverage()}; first ${FIRST_VIEW_MS / 1000} s, unthrottled, ${RUNS} runs`,
);
if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });
const { storage, gamePage } = await signedInStorage(SITE);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const page of PAGES) {
    const pagePath = page === 'game' ? gamePage : page;
    const signedIn = SIGNED_IN_PAGES.some((prefix) => pagePath.startsWith(prefix));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const saveTo =
        TRACE_DIR &&
        path.join(
          TRACE_DIR,
          `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`,
        );
      const options = { prepare: signedIn ? signIn(storage) : undefined, saveTo };
      // A trace that missed the page's start (a busy machine) is taken again by traceFirstView.
      const summary = await traceFirstView(browser, `${SITE}${pagePath}`, options);
      runs.push({ ...summary, load: os.loadavg()[0] });
    }
    console.info(`${pagePath}`);
    console.info(
      `${''.padEnd(8)} median: main thread ${ms(median(runs.map((run) => run.totalMs)))}, ` +
        `longest task ${ms(median(runs.map((run) => run.longestMs)))}, ` +
        `tasks > 50 ms ${median(runs.map((run) => run.over50))}, ` +
        `blocking ${ms(median(runs.map((run) => run.blockingMs)))}`,
    );
    for (const run of runs) {
      console.info(
        `${''.padEnd(8)} run: main thread ${ms(run.totalMs)}, longest ${ms(run.longestMs)}, ` +
          `> 50 ms ${run.over50}, blocking ${ms(run.blockingMs)}, load ${run.load.toFixed(2)}`,
      );
      if (QUIET) continue;
      const groups = Object.entries(run.byGroup).map(([label, time]) => `${label} ${ms(time)}`);
      console.info(`${''.padEnd(12)} ${groups.join(', ')}`);
      for (const task of run.listed)
        console.info(
          `${''.padEnd(12)} ${ms(task.durationMs).padStart(6)} at ${ms(task.startMs).padStart(7)}  ${task.what}`,
        );
    }
  }
} finally {
  await browser.close();
}
console.info(`load average ${loadAverage()}; tasks listed: over ${LISTED_TASK_MS} ms`);

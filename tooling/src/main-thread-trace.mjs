// The main thread's work in the first seconds of a page, from a Chromium trace read with
// Lighthouse's own trace model: what `pnpm bench:main-thread` prints and what the e2e budget of
// long tasks checks. Unthrottled on purpose: the tasks are this host's, so a slower phone's are
// these times a factor.
import fs from 'node:fs';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** The first view's window: tasks that start within it count, whole. */
export const FIRST_VIEW_MS = 5_000;
/** A task this long is listed with what it did. */
export const LISTED_TASK_MS = Number(process.env.LISTED_TASK_MS ?? 30);
/** Total blocking time counts what a task spends beyond this. */
export const LONG_TASK_MS = 50;

/** The categories Lighthouse's trace model needs, and no screenshots or stacks that slow the page. */
export const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/** Each kind of work's share of a task (its descendants' self times by Lighthouse's groups). */
function groupTimes(task, times = new Map()) {
  times.set(task.group.label, (times.get(task.group.label) ?? 0) + task.selfTime);
  for (const child of task.children) groupTimes(child, times);
  return times;
}

/** The deepest, longest piece of a task that explains it: the script it ran, a layout, a parse. */
function describe(task) {
  let node = task;
  for (;;) {
    const longest = node.children.reduce(
      (best, child) => (best === undefined || child.duration > best.duration ? child : best),
      undefined,
    );
    // A child that is most of its parent explains it better; a spread of small ones does not.
    if (!longest || longest.duration < node.duration / 2) break;
    node = longest;
  }
  const data = node.event.args?.data ?? {};
  const url =
    data.url ??
    node.event.args?.fileName ??
    data.stackTrace?.[0]?.url ??
    task.attributableURLs.at(-1) ??
    '';
  const where = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')}` : '';
  const detail = data.functionName ? ` ${data.functionName}()` : '';
  const shares = [...groupTimes(task)]
    .filter(([, time]) => time >= 1)
    .sort(([, first], [, second]) => second - first)
    .map(([label, time]) => `${label} ${time.toFixed(0)}`)
    .join(', ');
  return `${node.event.name}${detail}${where} (${shares})`;
}

/**
 * From a trace's events: the main frame's top-level tasks that start within the first `windowMs`
 * after the navigation, their total, the longest, and the ones over `LISTED_TASK_MS` explained.
 */
export function summarizeMainThread(traceEvents, { windowMs = FIRST_VIEW_MS } = {}) {
  const processed = TraceProcessor.processTrace({ traceEvents });
  const origin = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  )
    .filter((task) => !task.parent)
    .map((task) => ({ ...task, startMs: (task.event.ts - origin) / 1000 }))
    .filter((task) => task.startMs >= 0 && task.startMs < windowMs);
  const durations = tasks.map((task) => task.duration);
  const byGroup = new Map();
  for (const task of tasks) groupTimes(task, byGroup);
  return {
    byGroup: Object.fromEntries([...byGroup].sort(([, first], [, second]) => second - first)),
    totalMs: durations.reduce((sum, duration) => sum + duration, 0),
    longestMs: Math.max(0, ...durations),
    over50: durations.filter((duration) => duration > LONG_TASK_MS).length,
    blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    listed: tasks
      .filter((task) => task.duration > LISTED_TASK_MS)
      .map((task) => ({ startMs: task.startMs, durationMs: task.duration, what: describe(task) })),
  };
}

/** Lighthouse's refusal of a trace that missed the page's start (`No navigationStart event found`). */
const MISSED_START = /^No \w+ event found$/;
/** Traces taken of one load before a missed start is reported: a busy machine seldom misses three. */
const TRACE_ATTEMPTS = 3;

async function traceOnce(browser, url, { prepare, saveTo, windowMs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // Tracing reaches the spare renderer the page will load in a moment later: a navigation
    // started at once may lose its navigationStart, which the trace's times count from.
    await page.waitForTimeout(300);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(windowMs + 500);
    const trace = (await browser.stopTracing()).toString('utf8');
    if (saveTo) fs.writeFileSync(saveTo, trace);
    return summarizeMainThread(JSON.parse(trace).traceEvents, { windowMs });
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` in a fresh context of a Playwright `browser` with tracing on, waits out the first
 * view's window and answers the summary of its main thread. `prepare(context)` may put a
 * player's tokens in place before the page loads; `saveTo` keeps the trace (DevTools opens it).
 * A trace that missed the page's start (tracing reached the page's renderer late, on a busy
 * machine) is taken again in a fresh context, up to TRACE_ATTEMPTS times.
 */
export async function traceFirstView(
  browser,
  url,
  { prepare, saveTo, windowMs = FIRST_VIEW_MS } = {},
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceOnce(browser, url, { prepare, saveTo, windowMs });
    } catch (error) {
      if (attempt >= TRACE_ATTEMPTS || !MISSED_START.test(error.message)) throw error;
    }
  }
}

/** What of a Playwright Chromium browser the trace uses (any Playwright version's will do). */
export interface TracingBrowser {
  newContext(options: { viewport: { width: number; height: number } }): Promise<TracingContext>;
  startTracing(page: unknown, options: { categories: string[] }): Promise<void>;
  stopTracing(): Promise<Buffer>;
}
export interface TracingContext {
  newPage(): Promise<{
    goto(url: string, options: { waitUntil: 'commit' }): Promise<unknown>;
    waitForTimeout(ms: number): Promise<void>;
  }>;
  close(): Promise<void>;
}

export declare const FIRST_VIEW_MS: number;
export declare const LISTED_TASK_MS: number;
export declare const LONG_TASK_MS: number;
export declare const TRACE_CATEGORIES: string[];

export interface ListedTask {
  startMs: number;
  durationMs: number;
  /** What the task did: its dominant event, script and function, and its time by kind of work. */
  what: string;
}

export interface MainThreadSummary {
  /** Time by kind of work (Lighthouse's groups), ms. */
  byGroup: Record<string, number>;
  totalMs: number;
  longestMs: number;
  over50: number;
  blockingMs: number;
  listed: ListedTask[];
}

export declare function summarizeMainThread(
  traceEvents: unknown[],
  options?: { windowMs?: number },
): MainThreadSummary;

export declare function traceFirstView(
  browser: TracingBrowser,
  url: string,
  options?: {
    prepare?: (context: TracingContext) => Promise<unknown>;
    saveTo?: string;
    windowMs?: number;
  },
): Promise<MainThreadSummary>;

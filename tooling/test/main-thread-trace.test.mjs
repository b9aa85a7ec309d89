import assert from 'node:assert/strict';
import { test } from 'node:test';

import { traceFirstView } from '../src/main-thread-trace.mjs';

/** A Playwright-like browser whose traces never record the navigation (a busy machine's worst). */
function browserMissingNavigations() {
  const calls = { contexts: 0, closed: 0 };
  const browser = {
    async newContext() {
      calls.contexts += 1;
      return {
        async newPage() {
          return { goto: async () => undefined, waitForTimeout: async () => undefined };
        },
        async close() {
          calls.closed += 1;
        },
      };
    },
    async startTracing() {},
    async stopTracing() {
      return Buffer.from(JSON.stringify({ traceEvents: [] }));
    },
  };
  return { browser, calls };
}

test('a trace that missed the page’s start is taken again, each in a fresh context, before it fails', async () => {
  const { browser, calls } = browserMissingNavigations();
  await assert.rejects(traceFirstView(browser, 'http://localhost:3000/', { windowMs: 0 }), {
    message: /^No \w+ event found$/,
  });
  assert.equal(calls.contexts, 3);
  assert.equal(calls.closed, 3);
});

// Every route plugin file of the API stays short (docs/architecture.md, "Route plugins"): one
// resource a file, at most 150 lines, so a route is found by its file's name and read in one go.
// A route file is a source file under platform-api/src whose name says route (tests aside).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../src/apps.mjs';

export const MAX_ROUTE_FILE_LINES = 150;

/** The route files under `dir` longer than `limit` lines, as `path: lines`. */
export function oversizedRouteFiles(dir, limit = MAX_ROUTE_FILE_LINES) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /route[^/]*\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => ({
      name,
      lines: fs.readFileSync(path.join(dir, name), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > limit)
    .map(({ name, lines }) => `${name}: ${lines}`)
    .sort();
}

describe('route plugin files', () => {
  it(`are at most ${MAX_ROUTE_FILE_LINES} lines each`, () => {
    assert.deepEqual(oversizedRouteFiles(path.join(ROOT_DIR, 'platform-api/src')), []);
  });

  it('are found at any depth, and only route files that are not tests count', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-files-'));
    const write = (name, lines) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), 'x\n'.repeat(lines));
    };
    write('modules/shop/admin-routes.ts', 151);
    write('modules/shop/key-route.ts', 150);
    write('modules/shop/shop.test.ts', 400);
    write('modules/shop/routes.test.ts', 400);
    write('modules/shop/repository.ts', 400);
    assert.deepEqual(oversizedRouteFiles(dir), ['modules/shop/admin-routes.ts: 151']);
    fs.rmSync(dir, { recursive: true });
  });
});

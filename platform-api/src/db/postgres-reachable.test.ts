// As root (as on most containers and CI machines), `pnpm start` must reach its data folder through
// the project's own folders, and say exactly what to change about folders outside the project.

import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { ensureReachableByOtherUsers } from './postgres-reachable.js';

const modeOf = (folder: string) => statSync(folder).mode & 0o777;

function projectWithDataFolder(dataMode: number) {
  const project = mkdtempSync(path.join(tmpdir(), 'reachable-'));
  chmodSync(project, 0o755);
  const data = path.join(project, '.data');
  mkdirSync(path.join(data, 'postgres'), { recursive: true });
  chmodSync(data, dataMode);
  return { project, data, dataDir: path.join(data, 'postgres') };
}

test('a project data folder left at 0700 is opened to traversal, nothing else changes', () => {
  const { project, data, dataDir } = projectWithDataFolder(0o700);
  const report = ensureReachableByOtherUsers([dataDir], project);
  assert.deepEqual(report.repaired, [data]);
  assert.equal(modeOf(data), 0o701);
  assert.equal(modeOf(project), 0o755);
});

test('reachable folders are left as they are', () => {
  const { project, data, dataDir } = projectWithDataFolder(0o755);
  assert.deepEqual(ensureReachableByOtherUsers([dataDir], project).repaired, []);
  assert.equal(modeOf(data), 0o755);
});

test('a closed folder above the project stops the start with the command that fixes it', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'home-'));
  chmodSync(outside, 0o700);
  const project = path.join(outside, 'croupier');
  mkdirSync(path.join(project, '.data', 'postgres'), { recursive: true });
  assert.throws(
    () => ensureReachableByOtherUsers([path.join(project, '.data', 'postgres')], project),
    (error: Error) =>
      error.message.includes(`${outside} (mode 700)`) &&
      error.message.includes(`chmod o+x ${outside}`),
  );
  assert.equal(modeOf(outside), 0o700, 'a folder outside the project is never changed');
});

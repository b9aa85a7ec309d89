// The sandbox's key folder is private, but the folders above it stay reachable: `.data` also holds
// the embedded PostgreSQL's data, which a root start runs as the `postgres` user.

import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { ensureSandboxKeys } from './keys.js';

const modeOf = (folder: string) => statSync(folder).mode & 0o777;

test('creating the key folder leaves the data folder above it reachable by other users', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sandbox-keys-'));
  const dataDir = path.join(root, '.data');
  const keys = ensureSandboxKeys(path.join(dataDir, 'hub88'));

  assert.ok(existsSync(keys.operatorPrivateKey));
  assert.equal(modeOf(path.join(dataDir, 'hub88')), 0o700);
  assert.equal(modeOf(keys.operatorPrivateKey) & 0o077, 0, 'the private key is the owner’s only');
  assert.equal(modeOf(dataDir) & 0o001, 0o001, `.data is ${modeOf(dataDir).toString(8)}`);
});

test('a key folder that exists with a wider mode is made private again', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sandbox-keys-'));
  const folder = path.join(root, 'hub88');
  mkdirSync(folder, { mode: 0o755 });
  chmodSync(folder, 0o755);
  ensureSandboxKeys(folder);
  assert.equal(modeOf(folder), 0o700);
});

import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const sourceRoot = fileURLToPath(new URL('../../', import.meta.url));
const WRITER = 'db/definitions/functions/ledger_post_transfer.sql';
// A statement that writes a transfer, a posting or a balance.
const LEDGER_WRITE =
  /INSERT\s+INTO\s+ledger_(transfers|postings)\b|UPDATE\s+ledger_accounts\b[^;]*\bSET\s+balance\b/i;

test('ledger_post_transfer is the only code that writes transfers, postings or balances', async () => {
  const entries = await readdir(sourceRoot, { recursive: true, withFileTypes: true });
  const writers: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(ts|sql)$/.test(entry.name) || entry.name.endsWith('.test.ts')) {
      continue;
    }
    const file = path.relative(sourceRoot, path.join(entry.parentPath, entry.name));
    // Migrations are history: the ones before it wrote transfers their own way.
    if (file.startsWith('db/migrations/')) continue;
    const source = await readFile(path.join(sourceRoot, file), 'utf8');
    if (LEDGER_WRITE.test(source)) writers.push(file);
  }
  assert.deepEqual(writers, [WRITER]);
});

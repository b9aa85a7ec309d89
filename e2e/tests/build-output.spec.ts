import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT_DIR } from '../support/stack';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('the shell production build names no remote URL', () => {
  const built = filesUnder(path.join(ROOT_DIR, 'shell/dist')).filter((file) =>
    /\.(js|html|json)$/.test(file),
  );
  expect(built.length).toBeGreaterThan(0);
  const remoteMarkers = [
    /localhost:300[1-4]/,
    /127\.0\.0\.1:300[1-4]/,
    /mf-manifest\.json/,
    /remoteEntry\.js/,
  ];
  for (const file of built) {
    if (file.endsWith('mf-manifest.json') || file.endsWith('mf-stats.json')) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of remoteMarkers) {
      expect(`${path.relative(ROOT_DIR, file)}: ${marker.test(text)}`).toBe(
        `${path.relative(ROOT_DIR, file)}: false`,
      );
    }
  }
});

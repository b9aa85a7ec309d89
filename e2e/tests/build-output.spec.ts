import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { APP_PORTS, ROOT_DIR } from '../support/stack';

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

test('every frontend serves manifests, entries and pages no-cache, and hashed chunks for a year', async () => {
  for (const port of Object.values(APP_PORTS)) {
    const origin = `http://localhost:${port}`;
    const manifest = await fetch(`${origin}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control'), origin).toBe('no-cache');
    const { metaData, shared } = (await manifest.json()) as {
      metaData: { remoteEntry: { name: string } };
      shared: { assets: { js: { sync: string[] } } }[];
    };
    // The shell is a host only: it has no remote entry.
    for (const file of [metaData.remoteEntry.name, 'index.html'].filter(Boolean)) {
      const response = await fetch(`${origin}/${file}`);
      expect(response.status, `${origin}/${file}`).toBe(200);
      expect(response.headers.get('cache-control'), `${origin}/${file}`).toBe('no-cache');
    }
    const chunk = shared.flatMap((entry) => entry.assets.js.sync)[0];
    expect(chunk, origin).toMatch(/\.[0-9a-f]{10}\.js$/);
    const chunkResponse = await fetch(`${origin}/${chunk}`);
    expect(chunkResponse.status).toBe(200);
    expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${origin}/static/missing.0123456789.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  }
});

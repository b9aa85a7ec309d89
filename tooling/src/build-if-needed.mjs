// `pnpm start` builds only what is not built yet, or whose sources changed since the last build.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, ROOT_DIR, appDir, distDir } from './apps.mjs';

/** What every app's build reads besides its own sources: the shared packages and the build setup. */
const COMMON_INPUTS = [
  'contracts/src',
  'shared/src',
  'ui/src',
  'tooling/src/webpack.mjs',
  'tooling/src/index.html',
];

function newestMtimeMs(dir) {
  // The back office has no public/ folder: its texts are bundled.
  if (!fs.existsSync(dir)) return 0;
  if (fs.statSync(dir).isFile()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(app, commonInputsMs) {
  const manifest = path.join(distDir(app), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return true;
  const builtMs = fs.statSync(manifest).mtimeMs;
  const sourcesMs = Math.max(
    newestMtimeMs(path.join(appDir(app), 'src')),
    newestMtimeMs(path.join(appDir(app), 'public')),
    commonInputsMs,
  );
  return sourcesMs > builtMs;
}

export function buildIfNeeded() {
  const commonInputsMs = Math.max(
    ...COMMON_INPUTS.map((input) => newestMtimeMs(path.join(ROOT_DIR, input))),
  );
  const stale = APPS.filter((app) => isStale(app, commonInputsMs));
  for (const app of stale) {
    console.info(`Building ${app.dir}…`);
    const result = spawnSync('pnpm', ['--filter', `./${app.dir}`, 'build'], {
      cwd: ROOT_DIR,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Build of ${app.dir} failed`);
  }
}

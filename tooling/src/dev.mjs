// `pnpm dev`: the hot-reloading variant — the API in watch mode and a webpack dev server per app.
import { spawn } from 'node:child_process';
import { APPS, ROOT_DIR } from './apps.mjs';
import { startHub88SandboxIfNeeded } from './hub88-sandbox.mjs';

const stopSandbox = await startHub88SandboxIfNeeded();

const children = [
  spawn('pnpm', ['--filter', '@croupier/platform-api', 'dev'], { cwd: ROOT_DIR, stdio: 'inherit' }),
  ...APPS.map((app) =>
    spawn('pnpm', ['--filter', `./${app.dir}`, 'dev'], { cwd: ROOT_DIR, stdio: 'inherit' }),
  ),
];
console.info('Open http://localhost:3000 once the dev servers report they compiled.');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill('SIGTERM'));
    stopSandbox?.();
  });
}

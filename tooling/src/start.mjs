// `pnpm start`: the whole site as in production — platform API (with its embedded PostgreSQL
// unless DATABASE_URL is set) and the five frontends' production builds, each on its own port.
import { spawn } from 'node:child_process';
import { APPS, API_URL, ROOT_DIR } from './apps.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startHub88SandboxIfNeeded } from './hub88-sandbox.mjs';
import { serveApp } from './serve.mjs';
import { waitForHttp } from './wait-for-http.mjs';

buildIfNeeded();
const stopSandbox = await startHub88SandboxIfNeeded();

// Its own process group: pnpm does not pass signals on, so shutdown signals the whole group.
const api = spawn('pnpm', ['--filter', '@croupier/platform-api', 'start'], {
  cwd: ROOT_DIR,
  stdio: 'inherit',
  detached: true,
});
let stopping = false;
api.on('exit', (code) => {
  if (!stopping) console.error(`platform-api exited (${code ?? 'signal'})`);
  stopSandbox?.();
  process.exit(stopping ? 0 : (code ?? 1));
});
const stopApi = () => {
  stopping = true;
  process.kill(-api.pid, 'SIGTERM');
};

let servers = [];
try {
  await waitForHttp(`${API_URL}/health`, { timeoutMs: 120_000 });
  servers = await Promise.all(APPS.map((app) => serveApp(app)));
} catch (error) {
  console.error(error);
  stopApi();
}

console.info('\nCroupier is running:');
for (const app of APPS) console.info(`  ${app.dir.padEnd(13)} http://localhost:${app.port}`);
console.info(`  platform-api  ${API_URL}  (OpenAPI at ${API_URL}/docs)`);
if (stopSandbox) console.info(`  hub88 sandbox ${process.env.HUB88_API_URL}`);
console.info(
  '\nOpen http://localhost:3000 (brand "Croupier Gold"; http://127.0.0.1:3000 is "Blue Lagoon Casino").\n',
);

async function shutDown() {
  await Promise.all(servers.map((server) => server.close()));
  stopApi();
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

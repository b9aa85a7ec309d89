// `node tooling/src/serve-cli.mjs <app>`: serve one built frontend on its own port.
import { findApp } from './apps.mjs';
import { serveApp } from './serve.mjs';

const app = findApp(process.argv[2] ?? '');
const server = await serveApp(app);
console.info(`${app.dir} on http://localhost:${app.port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close().then(() => process.exit(0)));

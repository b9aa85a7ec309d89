// `pnpm --filter @croupier/platform-api hub88-sandbox`: the local Hub88 sandbox on its own port.
//
//   HUB88_SANDBOX_PORT         Port it listens on (127.0.0.1).                    default 4100
//   HUB88_SANDBOX_PUBLIC_URL   Where browsers reach it.                           default http://localhost:<port>
//   HUB88_SANDBOX_KEYS_DIR     Its key pairs and the operator's.                  default <repo>/.data/hub88
//   HUB88_SANDBOX_WALLET_URL   The operator's wallet API.                         default http://127.0.0.1:4000/hub88
//   HUB88_OPERATOR_ID          The operator_id it expects.                        default 1

import { fileURLToPath } from 'node:url';

import { ensureSandboxKeys } from './keys.js';
import { buildSandbox } from './server.js';

const env = process.env;
const port = Number(env.HUB88_SANDBOX_PORT ?? 4100);
const keysDir =
  env.HUB88_SANDBOX_KEYS_DIR ?? fileURLToPath(new URL('../../../.data/hub88', import.meta.url));

const { app: sandbox } = await buildSandbox({
  publicUrl: env.HUB88_SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`,
  operatorId: Number(env.HUB88_OPERATOR_ID ?? 1),
  walletUrl: env.HUB88_SANDBOX_WALLET_URL ?? 'http://127.0.0.1:4000/hub88',
  keys: ensureSandboxKeys(keysDir),
  // Development only: the site's pages on any local port.
  frameAncestors: 'http://localhost:* http://127.0.0.1:*',
});
await sandbox.listen({ port, host: '127.0.0.1' });
console.info(`Hub88 sandbox on http://127.0.0.1:${port} (keys in ${keysDir})`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

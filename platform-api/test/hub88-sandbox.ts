// The API and the local Hub88 sandbox, each listening on a free port and signing with keys made
// for the run, as the Hub88 tests run them against each other over HTTP.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { buildApp } from '../src/app.js';
import { ensureSandboxKeys } from '../src/hub88-sandbox/keys.js';
import { buildSandbox } from '../src/hub88-sandbox/server.js';
import { hub88Client } from '../src/modules/hub88/index.js';
import { createTestDatabase, freePort, relaxedSettings } from './harness.js';

export const SANDBOX_OPERATOR_ID = 7;

export async function startHub88Pair() {
  const keys = ensureSandboxKeys(mkdtempSync(path.join(tmpdir(), 'hub88-keys-')));
  const [sandboxPort, apiPort] = [await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = await buildSandbox({
    publicUrl: sandboxUrl,
    operatorId: SANDBOX_OPERATOR_ID,
    walletUrl: `http://127.0.0.1:${apiPort}/hub88`,
    keys,
    frameAncestors: "'self'",
  });
  await sandbox.app.listen({ port: sandboxPort, host: '127.0.0.1' });
  const database = await createTestDatabase();
  const hub88 = {
    apiUrl: sandboxUrl,
    operatorId: SANDBOX_OPERATOR_ID,
    hub88PublicKey: readFileSync(keys.hub88PublicKey, 'utf8'),
    operatorPrivateKey: readFileSync(keys.operatorPrivateKey, 'utf8'),
    gameOrigins: [sandboxUrl],
  };
  const app = await buildApp({ pool: database.pool, settings: { ...relaxedSettings, hub88 } });
  await app.listen({ port: apiPort, host: '127.0.0.1' });
  return {
    app,
    pool: database.pool,
    /** The tables' owner, for setups the API's role may not do. */
    ownerPool: database.ownerPool,
    sandbox,
    sandboxUrl,
    apiPort,
    /** Croupier's signed calls to the sandbox's operator API. */
    hub88Call: hub88Client(hub88),
    /** `pnpm operator <args>` against this API: its output once it exited with 0. */
    operatorCli: (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], {
        cwd: fileURLToPath(new URL('../', import.meta.url)),
        env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
      }),
    close: async () => {
      await sandbox.app.close();
      await app.close();
      await database.drop();
    },
  };
}

// The local Hub88 sandbox: Hub88's Games, Freebets and Transactions APIs for the operator, and
// game pages whose spins call the operator's wallet API, each side signing with its own key as
// Hub88 does.

import Fastify from 'fastify';

import { privateKeyOf, publicKeyOf } from '../modules/hub88/index.js';
import { SandboxFreebets } from './freebets-api.js';
import { gamesApi } from './games-api.js';
import { readKey, type SandboxKeyFiles } from './keys.js';
import { pageRoutes } from './page-routes.js';
import { SandboxSessions } from './sessions.js';
import { signedRoutes } from './signed-routes.js';
import { SandboxTransactions } from './transactions.js';
import { walletClient } from './wallet-client.js';

export interface SandboxOptions {
  /** Where browsers reach the sandbox: game URLs and artwork point there. */
  publicUrl: string;
  operatorId: number;
  /** The operator's wallet API, e.g. http://127.0.0.1:4000/hub88. */
  walletUrl: string;
  keys: SandboxKeyFiles;
  frameAncestors: string;
}

export async function buildSandbox(options: SandboxOptions) {
  const { publicUrl, operatorId, walletUrl, keys, frameAncestors } = options;
  const hub88PrivateKey = privateKeyOf(readKey(keys.hub88PrivateKey));
  const operatorPublicKey = publicKeyOf(readKey(keys.operatorPublicKey));
  const sessions = new SandboxSessions();
  const transactions = new SandboxTransactions();
  const freebets = new SandboxFreebets();
  const wallet = walletClient(walletUrl, hub88PrivateKey, operatorPublicKey, transactions);
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(async (scope) => {
    const signed = signedRoutes(scope, { operatorId, hub88PrivateKey, operatorPublicKey });
    gamesApi(signed, { publicUrl, sessions });
    freebets.routes(signed);
    transactions.routes(signed);
  });
  await app.register(async (scope) =>
    pageRoutes(scope, { publicUrl, sessions, wallet, freebets, frameAncestors }),
  );
  await app.ready();
  return { app, transactions, freebets };
}

export type Sandbox = Awaited<ReturnType<typeof buildSandbox>>;

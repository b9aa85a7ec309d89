// Builds the Fastify application on a given pool; main.ts serves it, tests inject into it.

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { FastifyServerOptions } from 'fastify';
import type pg from 'pg';

import { adminApi } from './admin-api.js';
import { defaultAppSettings, type AppSettings } from './config.js';
import type { DeclaredAdminRoute } from './http/admin-access.js';
import { healthRoute } from './http/health.js';
import { ownUrl } from './http/own-url.js';
import { readinessRoute } from './http/readiness.js';
import { assetRoutes } from './modules/assets/index.js';
import { authRoutes } from './modules/auth/index.js';
import { bonusExpirySweeper, bonusRoutes, weeklyCashbackJob } from './modules/bonus/index.js';
import { brandDomainsOf, brandRoutes } from './modules/brand/index.js';
import { dataFileRoutes, catalogRoutes } from './modules/catalog/index.js';
import {
  componentAvailability,
  componentProbes,
  gameServers,
  observeReadiness,
  watchedCall,
} from './modules/compliance/index.js';
import { contentRoutes } from './modules/content/index.js';
import {
  createGatewayClient,
  DEMO_PROVIDER_LAUNCHER,
  DEMO_PROVIDER_PATH,
  demoProviderLauncher,
  demoProviderRoutes,
  type RandomInt,
} from './modules/demo-provider/index.js';
import { fxRoutes } from './modules/fx/index.js';
import { gameLaunchRoutes, type GameLauncher } from './modules/game-launch/index.js';
import { gatewayRoutes, providerSecretOf } from './modules/gateway/index.js';
import {
  hub88Client,
  Hub88CallError,
  hub88ReconciliationJob,
  hub88RewardBinder,
  HUB88_LAUNCHER,
  hub88Launcher,
  hub88WalletRoutes,
} from './modules/hub88/index.js';
import { lotteryRoutes, lotteryDrawScheduler } from './modules/lottery/index.js';
import {
  createRecordSigner,
  originalsKeyRoute,
  originalsRoutes,
} from './modules/originals/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import {
  csvScreeningList,
  kycRoutes,
  protectionRoutes,
  sessionLimitSweeper,
} from './modules/protection/index.js';
import { realtimeRoutes } from './modules/realtime/index.js';
import { referralRoutes } from './modules/referral/index.js';
import { roundRoutes } from './modules/rounds/index.js';
import { statementPlayerRoutes } from './modules/statements/index.js';
import { sessionRoutes } from './modules/session/index.js';
import { setStaffSecretKeys } from './modules/staff/index.js';
import { outboxHealthRoute, startRealtimeEvents } from './modules/wallet-events/index.js';
import { walletRoutes } from './modules/wallet/index.js';
import { createServer, registerHttpPlugins } from './plugins/index.js';

export interface BuildAppOptions {
  pool: pg.Pool;
  settings?: Partial<AppSettings>;
  logger?: FastifyServerOptions['logger'];
  /** What the demo provider draws its rounds with; tests fix it to play a chosen outcome. */
  demoProviderRandomInt?: RandomInt;
}

const { version: apiVersion } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export async function buildApp({
  pool,
  settings,
  logger = false,
  demoProviderRandomInt = randomInt,
}: BuildAppOptions) {
  const allSettings = { ...defaultAppSettings, ...settings };
  const {
    defaultBrandId,
    trustProxy,
    rateLimits,
    walletXpub,
    receiptsDir,
    kycDir,
    screeningListPath,
    lotteryScheduler,
    providerSecrets,
    demoProviderPublicUrl,
    gatewayUrl,
    hub88,
    staffSecretKey,
    staffSecretKeyPrevious,
    swaggerUi: serveSwaggerUi,
  } = allSettings;
  setStaffSecretKeys({ current: staffSecretKey, previous: staffSecretKeyPrevious });
  const app = createServer(pool, { logger, trustProxy });
  const brandDomains = brandDomainsOf(pool);
  await registerHttpPlugins(app, { brandDomains, version: apiVersion, serveSwaggerUi });
  healthRoute(app, pool);

  // A component found down, then up again, is a significant event (GLI-19 2.8.8).
  const availability = componentAvailability(pool, app.log);
  readinessRoute(app, pool, allSettings.redisUrl, observeReadiness(availability));

  // The outbox's delivery for the process: every money path kicks its relay once committed.
  const realtimeEvents = await startRealtimeEvents({
    db: pool,
    log: app.log,
    redisUrl: allSettings.redisUrl,
  });
  const walletEvents = realtimeEvents.relay;
  app.addHook('onClose', () => realtimeEvents.close());
  outboxHealthRoute(app, pool);

  const v1 = { prefix: '/v1', db: pool };
  await app.register(sessionRoutes, {
    ...v1,
    sessionTokenPerMinute: rateLimits.sessionTokenPerMinute,
  });
  await app.register(authRoutes, { ...v1, rateLimits });
  await app.register(brandRoutes, { ...v1, defaultBrandId, demoProviderPublicUrl });
  await app.register(catalogRoutes, v1);
  await app.register(contentRoutes, v1);
  await app.register(dataFileRoutes, { prefix: '/data', db: pool });
  await app.register(assetRoutes, { prefix: '/assets', db: pool });
  await app.register(walletRoutes, { ...v1, walletXpub });
  await app.register(paymentRoutes, { ...v1, walletEvents, receiptsDir });
  await app.register(fxRoutes, { ...v1, walletEvents });
  await app.register(lotteryRoutes, v1);
  if (lotteryScheduler) await app.register(lotteryDrawScheduler, { db: pool });
  const hub88Call =
    hub88 === null
      ? null
      : watchedCall(
          availability,
          'hub88',
          hub88Client(hub88),
          (error) => error instanceof Hub88CallError && error.unavailable,
        );
  const declaredRoutes: DeclaredAdminRoute[] = [];
  app.decorate('adminRoutes', declaredRoutes);
  await app.register(adminApi, {
    ...allSettings,
    prefix: '/admin/v1',
    db: pool,
    walletEvents,
    declaredRoutes,
    hub88Call,
    screening: csvScreeningList(screeningListPath),
  });
  await app.register(protectionRoutes, v1);
  await app.register(kycRoutes, { ...v1, kycDir });
  await app.register(sessionLimitSweeper, { db: pool });
  await app.register(referralRoutes, v1);
  await app.register(bonusRoutes, { ...v1, walletEvents });
  await app.register(bonusExpirySweeper, { db: pool });
  await app.register(weeklyCashbackJob(walletEvents), { db: pool });
  await app.register(realtimeRoutes, { db: pool, events: realtimeEvents.transport });
  // A game launches by its provider's launcher (game_providers.launcher): one entry each.
  const launchers = new Map<string, GameLauncher>([
    [DEMO_PROVIDER_LAUNCHER, demoProviderLauncher(pool, demoProviderPublicUrl)],
  ]);
  if (hub88 !== null && hub88Call !== null) {
    launchers.set(HUB88_LAUNCHER, hub88Launcher(pool, hub88Call, hub88.gameOrigins));
  }
  await app.register(gameLaunchRoutes, { ...v1, launchers });
  await app.register(roundRoutes, v1);
  await app.register(statementPlayerRoutes, v1);
  const originalsSigner = createRecordSigner(allSettings.originalsSigningKey);
  await app.register(originalsRoutes, { ...v1, signer: originalsSigner, walletEvents });
  await app.register(originalsKeyRoute, { signer: originalsSigner });
  await app.register(gatewayRoutes, {
    prefix: '/gateway/v1',
    db: pool,
    walletEvents,
    providerSecrets,
  });
  if (hub88 !== null && hub88Call !== null) {
    await app.register(hub88WalletRoutes, { prefix: '/hub88', db: pool, walletEvents, hub88 });
    await app.register(hub88ReconciliationJob(hub88Call), { db: pool });
    await app.register(hub88RewardBinder(hub88Call), { db: pool });
  }
  const gateway = createGatewayClient({
    baseUrl: () => gatewayUrl ?? ownUrl(app.server.address()),
    secretOf: (gpid) => providerSecretOf(providerSecrets, gpid),
  });
  // The game servers players load, probed by themselves (GLI-19 2.8.8).
  const demoProviderPage =
    demoProviderPublicUrl === '' ? null : `${demoProviderPublicUrl}${DEMO_PROVIDER_PATH}/play`;
  await app.register(
    componentProbes(availability, gameServers(demoProviderPage, hub88?.gameOrigins ?? [])),
    { db: pool },
  );
  await app.register(demoProviderRoutes, {
    prefix: DEMO_PROVIDER_PATH,
    db: pool,
    gateway,
    brandDomains,
    randomInt: demoProviderRandomInt,
  });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

// Builds the Fastify application on a given pool; main.ts serves it, tests inject into it.

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type pg from 'pg';

import { adminApi } from './admin-api.js';
import { defaultAppSettings, type AppSettings } from './config.js';
import type { DeclaredAdminRoute } from './http/admin-access.js';
import {
  formatSchemaErrors,
  frameworkErrorOptions,
  installErrorHandling,
} from './http/error-handling.js';
import { readinessRoute } from './http/readiness.js';
import { responses } from './http/schemas.js';
import { refuseDeepNesting, refuseNulCharacters, refuseYearZero } from './http/storable-input.js';
import { assetRoutes } from './modules/assets/index.js';
import { authRoutes } from './modules/auth/index.js';
import { bonusExpirySweeper, bonusRoutes, weeklyCashbackJob } from './modules/bonus/index.js';
import { brandDomainsOf, brandRoutes } from './modules/brand/index.js';
import { dataFileRoutes, catalogRoutes } from './modules/catalog/index.js';
import {
  componentAvailability,
  observeReadiness,
  recordLedgerShortfalls,
  recordProgramErrors,
  watchedCall,
} from './modules/compliance/index.js';
import { contentRoutes } from './modules/content/index.js';
import {
  createGatewayClient,
  demoProviderRoutes,
  type RandomInt,
} from './modules/demo-provider/index.js';
import { fxRoutes } from './modules/fx/index.js';
import {
  DEMO_PROVIDER_PATH,
  gameLaunchRoutes,
  gatewayRoutes,
  providerSecretOf,
} from './modules/gateway/index.js';
import {
  hub88Client,
  Hub88CallError,
  hub88ReconciliationJob,
  hub88RewardBinder,
  hub88WalletRoutes,
  launchHub88Game,
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
import { registerBrandCors } from './plugins/cors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

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
  const app = Fastify({
    logger,
    trustProxy,
    ajv: {
      customOptions: {
        // Fastify's defaults silently drop unknown fields and coerce types; the API refuses both.
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
      },
      onCreate: refuseYearZero,
    },
    schemaErrorFormatter: formatSchemaErrors,
    ...frameworkErrorOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandling(app);
  recordProgramErrors(app, pool);
  recordLedgerShortfalls(app, pool);
  refuseDeepNesting(app);
  refuseNulCharacters(app);
  const brandDomains = brandDomainsOf(pool);
  await registerSecurityHeaders(app);
  await registerBrandCors(app, brandDomains);
  await registerRateLimits(app);
  await registerOpenApi(app, { version: apiVersion, serveUi: serveSwaggerUi });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: responses(Type.Object({ status: Type.Literal('ok') })),
      },
    },
    async () => {
      await pool.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );

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
  await app.register(gameLaunchRoutes, {
    ...v1,
    demoProviderPublicUrl,
    ...(hub88 === null || hub88Call === null
      ? {}
      : {
          externalLauncher: (request) => launchHub88Game(pool, hub88Call, request),
          externalGameOrigins: hub88.gameOrigins,
        }),
  });
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

/** The API's own base URL once it listens: the demo provider calls the gateway there. */
function ownUrl(address: ReturnType<App['server']['address']>): string {
  if (address === null || typeof address === 'string') {
    throw new Error('The API is not listening on TCP; set GATEWAY_URL');
  }
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

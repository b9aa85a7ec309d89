// The operator's admin API under /admin/v1: one access hook authenticates every call (API key or
// staff session) against the roles its route declares, and every successful write appends its
// audit row (docs/api.md#admin-api).

import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

import type { AppSettings } from './config.js';
import type { DeclaredAdminRoute } from './http/admin-access.js';
import { OperatorKeyCheck } from './http/operator-key.js';
import { artworkUploadRoutes } from './modules/assets/index.js';
import { auditRoutes, recordEveryWrite } from './modules/audit/index.js';
import {
  bonusAdminRoutes,
  bonusGrantAdminRoutes,
  bonusGrantChangeRoutes,
  bonusOfferAdminRoutes,
  bonusReportAdminRoutes,
} from './modules/bonus/index.js';
import { brandRemoteRoutes, brandSettingsRoutes } from './modules/brand/index.js';
import { currencyAdminRoutes } from './modules/catalog/index.js';
import { originalsAdminRoutes } from './modules/originals/index.js';
import { complianceAdminRoutes } from './modules/compliance/index.js';
import { contentAdminRoutes } from './modules/content/index.js';
import { hub88AdminRoutes, type Hub88Call } from './modules/hub88/index.js';
import { jackpotAdminRoutes } from './modules/jackpot/index.js';
import { fxAdminRoutes } from './modules/fx/index.js';
import { paymentAdminRoutes, PAYMENT_PATH_PREFIXES } from './modules/payments/index.js';
import {
  paymentPlayerContextRoutes,
  playerAdjustmentRoutes,
  playerAdminRoutes,
} from './modules/players/index.js';
import {
  brandProtectionAdminRoutes,
  protectionAdminRoutes,
  type ScreeningList,
} from './modules/protection/index.js';
import { hasReferralProgramme, referralAdminRoutes } from './modules/referral/index.js';
import { releaseRoutes } from './modules/releases/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { statementAdminRoutes } from './modules/statements/index.js';
import {
  apiKeyRoutes,
  installAdminAccess,
  staffAuthRoutes,
  staffRoutes,
} from './modules/staff/index.js';
import type { OutboxRelay } from './modules/wallet-events/index.js';

export type AdminApiOptions = Pick<
  AppSettings,
  | 'operatorKey'
  | 'rateLimits'
  | 'secureCookies'
  | 'receiptsDir'
  | 'remoteBaseUrls'
  | 'shellManifestUrl'
  | 'manifestTimeoutMs'
  | 'kycDir'
> & {
  db: pg.Pool;
  walletEvents: OutboxRelay;
  /** Filled with every admin route as it is declared. */
  declaredRoutes: DeclaredAdminRoute[];
  /** Hub88's Games API, when the integration is on. */
  hub88Call: Hub88Call | null;
  /** The sanctions/PEP list identity verifications are screened against. */
  screening: ScreeningList;
};

export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  const { db, walletEvents, rateLimits } = options;
  installAdminAccess(app, {
    db,
    operatorKeyCheck: new OperatorKeyCheck(
      options.operatorKey,
      rateLimits.operatorKeyFailuresPerMinute,
    ),
    declaredRoutes: options.declaredRoutes,
  });
  recordEveryWrite(app, db);
  await app.register(staffAuthRoutes, { db, rateLimits, secureCookies: options.secureCookies });
  await app.register(staffRoutes, { db });
  await app.register(apiKeyRoutes, { db });
  await app.register(auditRoutes, { db });
  // Each module owns its admin routes (docs/architecture.md).
  await app.register(paymentAdminRoutes, { db, walletEvents, receiptsDir: options.receiptsDir });
  for (const prefix of PAYMENT_PATH_PREFIXES) {
    await app.register(paymentPlayerContextRoutes, { db, prefix });
  }
  await app.register(fxAdminRoutes, { db });
  await app.register(currencyAdminRoutes, { db });
  await app.register(brandRemoteRoutes, { db, hasReferralProgramme });
  await app.register(bonusAdminRoutes, { db, walletEvents });
  await app.register(bonusOfferAdminRoutes, { db });
  await app.register(bonusReportAdminRoutes, { db });
  await app.register(bonusGrantChangeRoutes, { db, walletEvents });
  await app.register(bonusGrantAdminRoutes, { db });
  await app.register(brandSettingsRoutes, { db });
  await app.register(artworkUploadRoutes, { db });
  await app.register(contentAdminRoutes, { db });
  await app.register(releaseRoutes, {
    db,
    remoteBaseUrls: options.remoteBaseUrls,
    shellManifestUrl: options.shellManifestUrl,
    manifestTimeoutMs: options.manifestTimeoutMs,
  });
  await app.register(reportRoutes, { db });
  await app.register(protectionAdminRoutes, {
    db,
    kycDir: options.kycDir,
    screening: options.screening,
  });
  await app.register(playerAdminRoutes, { db });
  await app.register(playerAdjustmentRoutes, { db, walletEvents });
  await app.register(jackpotAdminRoutes, { db });
  await app.register(originalsAdminRoutes, { db });
  await app.register(complianceAdminRoutes, { db });
  await app.register(statementAdminRoutes, { db });
  await app.register(brandProtectionAdminRoutes, { db });
  await app.register(referralAdminRoutes, { db });
  if (options.hub88Call !== null) {
    await app.register(hub88AdminRoutes, { db, hub88: options.hub88Call });
  }
};

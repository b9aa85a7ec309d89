// The brands of the caller's scope for the back office's pickers, and each brand's remote
// registry with its switches (docs/architecture.md, "Remote release flow").

import {
  BrandSummarySchema,
  RemoteNameSchema,
  RemoteRegistryEntrySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import type { Queryable } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { auditedWrite } from '../../http/audited-write.js';
import { ApiError, ErrorCode, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandExists, listBrandSummaries, listRemotes, setRemoteEnabled } from './repository.js';

/** What the admin API takes for a reason: a remote switch's, as a block's or a decline's. */
const SwitchReasonSchema = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '\\S',
  description: 'Why: kept in the audit log',
});

export interface BrandRemoteRoutesOptions {
  db: pg.Pool;
  /**
   * Whether the brand runs a referral programme: the referral module knows, and it depends on
   * this one, so the admin API passes its answer in.
   */
  hasReferralProgramme: (db: Queryable, brandId: string) => Promise<boolean>;
}

/** `brands` and `brands/:brandId/remotes` of the admin API. */
export const brandRemoteRoutes: FastifyPluginAsyncTypebox<BrandRemoteRoutesOptions> = async (
  app,
  { db, hasReferralProgramme },
) => {
  app.get(
    '/brands',
    {
      config: { roles: ['payments', 'support', 'marketing', 'release'] },
      schema: operatorRouteSchema('operator', Type.Array(BrandSummarySchema), {
        summary: "The brands of the caller's scope, for brand pickers",
      }),
    },
    async (request) => ok(await listBrandSummaries(db, request.operator.brandIds)),
  );

  app.get(
    '/brands/:brandId/remotes',
    {
      config: { roles: ['release', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(RemoteRegistryEntrySchema), {
        summary: "A brand's remote registry: each remote's manifest, version and switch",
        description: 'An unknown brand is errorCode 6.',
        params: Type.Object({ brandId: Type.String() }),
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
      return ok(await listRemotes(db, brandId));
    },
  );

  app.post(
    '/brands/:brandId/remotes/:name',
    auditedWrite({
      roles: ['release'],
      audit: 'brand.switch-remote',
      tag: 'operator',
      answer: RemoteRegistryEntrySchema,
      summary: "Switch one remote on or off for a brand: the brand's shells follow on next load",
      description:
        'No rebuild: the shell reads the remote registry from the brand config at boot, and a ' +
        'disabled remote is never requested. reason: why, kept in the audit log. The referral ' +
        'remote is switched on only for a brand with a referral programme (errorCode 27).',
      params: Type.Object({ brandId: Type.String(), name: RemoteNameSchema }),
      body: Type.Object(
        { enabled: Type.Boolean(), reason: SwitchReasonSchema },
        { additionalProperties: false },
      ),
    }),
    async (request) => {
      const { brandId, name } = request.params;
      const { enabled, reason } = request.body;
      requireBrand(request.operator, brandId);
      if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
      // The referral pages of a brand without a programme would promise commissions never paid.
      if (name === 'referral' && enabled && !(await hasReferralProgramme(db, brandId))) {
        throw new ApiError(
          ErrorCode.releaseRefused,
          `Brand ${brandId} has no referral programme: configure its commission before ` +
            'switching the referral remote on',
        );
      }
      const entry = await setRemoteEnabled(db, brandId, name, enabled);
      if (entry === null) throw notFoundError(`Brand ${brandId} has no remote ${name}`);
      request.audit = {
        brandId,
        target: `remote:${name}`,
        after: { ...entry, reason: reason.trim() },
      };
      return ok(entry);
    },
  );
};

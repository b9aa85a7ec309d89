// `brands/:brandId/referral-programme`: marketing reads and sets a brand's referral programme
// (switch and commission on referees' deposits), within the caller's brands.

import { ReferralProgrammeSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { auditedWrite } from '../../http/audited-write.js';
import { badRequestError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { BrandParams, requireKnownBrand } from '../brand/index.js';
import { referralProgramme } from './referrals.js';
import { saveProgramme } from './repository.js';

/** 0 to 100 with at most 4 decimals, as the column stores it. */
const COMMISSION_PATTERN = '^(100(\\.0{1,4})?|[1-9]?[0-9](\\.[0-9]{1,4})?)$';

const ProgrammeChangeSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    commissionPercent: Type.String({
      pattern: COMMISSION_PATTERN,
      description: 'Percent of each approved deposit of a referee, 0 to 100, up to 4 decimals',
    }),
  },
  { additionalProperties: false },
);

export const referralAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/referral-programme',
    {
      config: { roles: ['marketing', 'payments'] },
      schema: operatorRouteSchema('brands', ReferralProgrammeSchema, {
        summary: "A brand's referral programme: whether it runs and its commission",
        description: 'A brand without a programme answers it switched off. Unknown: errorCode 6.',
        params: BrandParams,
      }),
    },
    async (request) => {
      await requireKnownBrand(db, request.operator, request.params.brandId);
      return ok(await referralProgramme(db, request.params.brandId));
    },
  );

  app.post(
    '/brands/:brandId/referral-programme',
    auditedWrite({
      roles: ['marketing'],
      audit: 'referral.set-programme',
      tag: 'brands',
      answer: ReferralProgrammeSchema,
      summary: "Set a brand's referral programme; referees' next approved deposits follow it",
      description: 'A running programme needs a commission above 0 (else errorCode 2).',
      params: BrandParams,
      body: ProgrammeChangeSchema,
    }),
    async (request) => {
      const { brandId } = request.params;
      const change = request.body;
      await requireKnownBrand(db, request.operator, brandId);
      if (change.enabled && Number(change.commissionPercent) === 0) {
        throw badRequestError('A running referral programme needs a commission above 0');
      }
      const { before, after } = await withTransaction(db, async (client) => {
        const before = await referralProgramme(client, brandId);
        await saveProgramme(client, brandId, change);
        return { before, after: await referralProgramme(client, brandId) };
      });
      request.audit = { brandId, target: `referral-programme:${brandId}`, before, after };
      return ok(after);
    },
  );
};

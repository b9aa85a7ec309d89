// Each brand's time limits for the payment steps staff decide, and the steps waiting past them.

import {
  PaymentBreachSchema,
  PaymentStepSchema,
  PaymentTimeLimitsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandExists } from '../brand/index.js';
import { findPaymentTimeLimits, listPaymentBreaches, setPaymentTimeLimits } from './time-limits.js';

const BrandParams = Type.Object({ brandId: Type.String() });
const BREACH_LIST_LIMIT = 500;

export const timeLimitRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (app, { db }) => {
  async function knownBrand(operator: Parameters<typeof requireBrand>[0], brandId: string) {
    requireBrand(operator, brandId);
    if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
  }

  app.get(
    '/brands/:brandId/payment-time-limits',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', PaymentTimeLimitsSchema, {
        summary:
          "A brand's time limits, in minutes, for deciding deposits, withdrawals and documents",
        params: BrandParams,
      }),
    },
    async (request) => {
      await knownBrand(request.operator, request.params.brandId);
      return ok(await findPaymentTimeLimits(db, request.params.brandId));
    },
  );

  app.patch(
    '/brands/:brandId/payment-time-limits',
    {
      // Owners only: the staff measured against the limits do not set them.
      config: { roles: ['owner'], audit: 'payment.set-time-limits' },
      schema: operatorRouteSchema('operator', PaymentTimeLimitsSchema, {
        summary: "Change a brand's payment time limits (whole minutes, 1 to 43200)",
        params: BrandParams,
        body: Type.Partial(PaymentTimeLimitsSchema, {
          additionalProperties: false,
          minProperties: 1,
        }),
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      await knownBrand(request.operator, brandId);
      const before = await findPaymentTimeLimits(db, brandId);
      const limits = { ...before, ...request.body };
      await setPaymentTimeLimits(db, brandId, limits);
      request.audit = { brandId, target: `payment-time-limits:${brandId}`, before, after: limits };
      return ok(limits);
    },
  );

  app.get(
    '/payments/breaches',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(PaymentBreachSchema), {
        summary:
          "Deposits, withdrawals and identity documents of the caller's brands waiting past " +
          "their brand's time limit, the longest overdue first",
        querystring: Type.Object(
          { step: Type.Optional(PaymentStepSchema) },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) =>
      ok(
        await listPaymentBreaches(db, request.operator.brandIds, new Date(), {
          step: request.query.step ?? null,
          limit: BREACH_LIST_LIMIT,
        }),
      ),
  );
};

// Each brand's four-eyes amounts: the payments above them need two staff members' approvals.

import { AmountSchema, CurrencyCodeSchema, SecondApprovalAmountSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandExists } from '../brand/index.js';
import { listSecondApprovalAmounts, setSecondApprovalAmount } from './second-approval.js';

const BrandParams = Type.Object({ brandId: Type.String() });

export const secondApprovalRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  async function knownBrand(operator: Parameters<typeof requireBrand>[0], brandId: string) {
    requireBrand(operator, brandId);
    if (!(await brandExists(db, brandId))) throw notFoundError(`No brand ${brandId}`);
  }

  app.get(
    '/brands/:brandId/second-approval',
    {
      config: { roles: ['payments', 'support'] },
      schema: operatorRouteSchema('operator', Type.Array(SecondApprovalAmountSchema), {
        summary: "A brand's second-approval amounts, per currency",
        params: BrandParams,
      }),
    },
    async (request) => {
      await knownBrand(request.operator, request.params.brandId);
      return ok(await listSecondApprovalAmounts(db, request.params.brandId));
    },
  );

  app.post(
    '/brands/:brandId/second-approval',
    {
      // Owners only: the people it controls must not be the ones who loosen it.
      config: { roles: ['owner'], audit: 'payment.set-second-approval' },
      schema: operatorRouteSchema('operator', Type.Array(SecondApprovalAmountSchema), {
        summary: 'Set the amount above which a payment in this currency needs two approvals',
        description:
          'above: null removes the rule (one approval suffices); "0" asks two for every payment.',
        params: BrandParams,
        body: Type.Object(
          { currency: CurrencyCodeSchema, above: Type.Union([AmountSchema, Type.Null()]) },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      const { currency, above } = request.body;
      await knownBrand(request.operator, brandId);
      const set = await setSecondApprovalAmount(db, brandId, currency, above);
      if (set === 'unknown currency') throw badRequestError(`No currency ${currency}`);
      const amounts = await listSecondApprovalAmounts(db, brandId);
      request.audit = { brandId, target: `second-approval:${currency}`, after: amounts };
      return ok(amounts);
    },
  );
};

// /admin/v1/brands/:brandId/hub88/supplier-promo-policy: how the brand pays Hub88 supplier
// promotions (real money, bonus money through a chosen manual offer, or refused). Audited.

import { BrandIdSchema, Envelope } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, responses } from '../../http/schemas.js';
import {
  findBrandPolicy,
  saveBrandPolicy,
  SUPPLIER_PROMO_POLICIES,
} from './supplier-promo-policy.js';

const PolicySchema = Type.Object({
  brandId: BrandIdSchema,
  policy: Type.Union(SUPPLIER_PROMO_POLICIES.map((policy) => Type.Literal(policy))),
  bonusOfferId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
const params = Type.Object({ brandId: BrandIdSchema });
const PATH = '/brands/:brandId/hub88/supplier-promo-policy';

async function requireKnownBrand(db: pg.Pool | pg.PoolClient, brandId: string) {
  const { rowCount } = await db.query('SELECT 1 FROM brands WHERE id = $1', [brandId]);
  if (rowCount === 0) throw notFoundError(`No brand ${brandId}`);
}

export const supplierPromoPolicyRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    PATH,
    {
      config: { roles: ['marketing', 'payments', 'support'] },
      schema: {
        tags: ['operator'],
        summary: 'How the brand pays Hub88 supplier promotions',
        headers: OperatorKeyHeaders,
        params,
        response: responses(Envelope(PolicySchema)),
      },
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      await requireKnownBrand(db, brandId);
      return ok(await findBrandPolicy(db, brandId));
    },
  );

  app.put(
    PATH,
    {
      config: { roles: ['marketing'], audit: 'hub88.supplier-promo-policy' },
      schema: {
        tags: ['operator'],
        summary: 'Choose how the brand pays Hub88 supplier promotions',
        description:
          '`real`: as real money; `bonus`: each promotion win is a grant of `bonusOfferId` (an ' +
          "active manual offer of the brand: its wagering, expiry and maximum bet) for the win's " +
          'amount; `refuse`: answered RS_ERROR_UNKNOWN, nothing moves. errorCode 2 otherwise.',
        headers: OperatorKeyHeaders,
        params,
        body: Type.Object(
          {
            policy: PolicySchema.properties.policy,
            bonusOfferId: Type.Optional(PolicySchema.properties.bonusOfferId),
          },
          { additionalProperties: false },
        ),
        response: responses(Envelope(PolicySchema)),
      },
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      await requireKnownBrand(db, brandId);
      const { before, after } = await withTransaction(db, async (client) => {
        // One change at a time per brand, so the audited `before` is what the change replaced.
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('hub88-promo-policy:' || $1))`, [
          brandId,
        ]);
        const previous = await findBrandPolicy(client, brandId);
        const saved = await saveBrandPolicy(client, {
          brandId,
          policy: request.body.policy,
          bonusOfferId: request.body.bonusOfferId ?? null,
        });
        return { before: previous, after: saved };
      });
      request.audit = { brandId, target: `brand:${brandId}`, before, after };
      return ok(after);
    },
  );
};

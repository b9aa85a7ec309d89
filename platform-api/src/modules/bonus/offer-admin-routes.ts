// /admin/v1 for the bonus engine: a brand's offers (marketing writes; payments and support read),
// checked against the brand's jurisdiction profile when saved; staff grants and forfeits; the
// bonus report. Every write is audited.

import {
  BonusReportRowSchema,
  Envelope,
  AdminBonusForfeitRequestSchema,
  AdminBonusGrantRequestSchema,
  AdminBonusOfferSchema,
  BonusGrantSchema,
  BonusOfferDraftSchema,
  BonusOfferListQuerySchema,
  BonusOfferListSchema,
  BonusReportQuerySchema,
  BonusReportSchema,
  BrandIdSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { withTransaction } from '../../db/pool.js';
import { requireBrand } from '../../http/admin-access.js';
import { toCsv } from '../../http/csv.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { OperatorKeyHeaders } from '../../http/operator-key.js';
import { ok, operatorRouteSchema, responses, routeSchema } from '../../http/schemas.js';
import { deliverAfterCommit, type MoneyRoutesOptions } from '../wallet-events/index.js';
import { findCurrencyWithLimits } from '../wallet/index.js';
import {
  findActiveWallet,
  findGrant,
  findGrantOwner,
  findOffer,
  findPlayerStanding,
} from './grant-repository.js';
import { forfeitGrant, grantOffer } from './grants.js';
import { assertOfferAllowed } from './offer-rules.js';
import {
  archiveOffer,
  createOffer,
  findBrandJurisdiction,
  listBrandOffers,
  unknownCurrencies,
  unknownGameKeys,
} from './offer-repository.js';
import { bonusReport } from './report.js';

/** The bonus report's CSV columns: one line per offer and currency. */
const REPORT_COLUMNS = Object.keys(BonusReportRowSchema.properties);

const READERS = ['marketing', 'payments', 'support'] as const;
const brandParams = Type.Object({ brandId: BrandIdSchema });
const offerParams = Type.Object({
  brandId: BrandIdSchema,
  offerId: Type.String({ format: 'uuid' }),
});

async function jurisdictionOf(db: pg.Pool, brandId: string) {
  const jurisdiction = await findBrandJurisdiction(db, brandId);
  if (jurisdiction === null) throw notFoundError(`No brand ${brandId}`);
  return jurisdiction;
}

export const bonusOfferAdminRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  app.get(
    '/brands/:brandId/bonus-offers',
    {
      config: { roles: READERS },
      schema: operatorRouteSchema('bonus', BonusOfferListSchema, {
        summary: "A brand's bonus offers, newest first",
        params: brandParams,
        querystring: BonusOfferListQuerySchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      await jurisdictionOf(db, brandId);
      return ok({ items: await listBrandOffers(db, brandId, request.query.status) });
    },
  );

  app.post(
    '/brands/:brandId/bonus-offers',
    {
      config: { roles: ['marketing'], audit: 'bonus.create-offer' },
      schema: operatorRouteSchema('bonus', AdminBonusOfferSchema, {
        summary: 'Create a bonus offer (offers are never edited: archive one and create another)',
        description:
          "Checked against the brand's jurisdiction profile: every profile refuses a cap on " +
          'winnings once wagering is complete; UKGC refuses wagering above 10 times the bonus ' +
          'and an offer whose qualifying product differs from its reward. A refusal is errorCode ' +
          '2 naming the rule; a code taken in the brand is errorCode 2.',
        params: brandParams,
        body: BonusOfferDraftSchema,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      assertOfferAllowed(request.body, await jurisdictionOf(db, brandId));
      const unknown = await unknownCurrencies(db, Object.keys(request.body.terms.currencies));
      if (unknown.length > 0) throw badRequestError(`Unknown currencies: ${unknown.join(', ')}`);
      const unknownGames = await unknownGameKeys(db, request.body.terms.freeSpins?.games ?? []);
      if (unknownGames.length > 0) {
        throw badRequestError(`Rule freeSpins: unknown games ${unknownGames.join(', ')}`);
      }
      const offer = await createOffer(db, brandId, request.body).catch((error: unknown) => {
        if ((error as { constraint?: string }).constraint === 'bonus_offers_brand_code_key') {
          throw badRequestError(`The code ${request.body.code} is taken in this brand`);
        }
        throw error;
      });
      request.audit = { brandId, target: `bonus-offer:${offer.offerId}`, after: offer };
      return ok(offer);
    },
  );

  app.post(
    '/brands/:brandId/bonus-offers/:offerId/archive',
    {
      config: { roles: ['marketing'], audit: 'bonus.archive-offer' },
      schema: operatorRouteSchema('bonus', AdminBonusOfferSchema, {
        summary: 'Archive an offer: players can no longer take it; grants made keep their terms',
        params: offerParams,
      }),
    },
    async (request) => {
      const { brandId, offerId } = request.params;
      requireBrand(request.operator, brandId);
      const offer = await archiveOffer(db, brandId, offerId);
      if (offer === null) throw notFoundError('No such offer in this brand');
      request.audit = { brandId, target: `bonus-offer:${offerId}`, after: offer };
      return ok(offer);
    },
  );

  app.get(
    '/brands/:brandId/bonus-report',
    {
      config: { roles: READERS },
      schema: {
        tags: ['bonus'],
        summary: 'Per offer and currency: claims, granted, converted, forfeited, expired, held',
        description: `format=csv answers text/csv (columns ${REPORT_COLUMNS.join(', ')}).`,
        headers: OperatorKeyHeaders,
        params: brandParams,
        querystring: BonusReportQuerySchema,
        response: responses(
          Type.Union([
            Envelope(BonusReportSchema),
            Type.String({ description: 'format=csv: the rows as text/csv' }),
          ]),
        ),
      },
    },
    async (request, reply) => {
      const { brandId } = request.params;
      const { from, to, format = 'json' } = request.query;
      requireBrand(request.operator, brandId);
      await jurisdictionOf(db, brandId);
      if (from > to) throw badRequestError('from must not be after to');
      const report = await bonusReport(db, brandId, { from, to });
      if (format === 'json') return ok(report);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bonus-${brandId}-${from}-${to}.csv"`)
        .send(toCsv(REPORT_COLUMNS, report.items));
    },
  );

  app.post(
    '/players/:playerId/bonus-grants',
    {
      config: { roles: ['marketing'], audit: 'bonus.grant' },
      schema: routeSchema('bonus', BonusGrantSchema, {
        summary: "Grant a manual or no-deposit offer to a player now, in the player's wallet",
        description:
          'Applied once per Idempotency-Key. A deposit match or cashback offer, or a player the ' +
          'offer does not reach, is errorCode 48 with the rule.',
        headers: Type.Composite([
          OperatorKeyHeaders,
          Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 128 }) }),
        ]),
        params: Type.Object({ playerId: Type.String({ format: 'uuid' }) }),
        body: AdminBonusGrantRequestSchema,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      const standing = await findPlayerStanding(db, playerId);
      const offer = await findOffer(db, request.body.offerId);
      if (standing === null) throw notFoundError('No such player');
      requireBrand(request.operator, standing.brandId);
      if (offer === null || offer.brandId !== standing.brandId) {
        throw notFoundError("No such offer in the player's brand");
      }
      const code = request.body.currency ?? (await findActiveWallet(db, playerId));
      const currency = await findCurrencyWithLimits(db, code);
      if (currency === null) throw notFoundError(`Unknown currency ${code}`);
      const grant = await deliverAfterCommit(walletEvents, () =>
        withTransaction(db, (client) =>
          grantOffer(client, {
            playerId,
            offer,
            currency: currency.currency,
            scale: currency.scale,
            basis: { kind: 'staff', key: request.headers['idempotency-key'] },
          }),
        ),
      );
      request.audit = {
        brandId: standing.brandId,
        target: `player:${playerId}`,
        after: grant,
      };
      return ok(grant);
    },
  );

  app.post(
    '/bonus-grants/:grantId/forfeit',
    {
      config: { roles: ['marketing'], audit: 'bonus.forfeit' },
      schema: operatorRouteSchema('bonus', BonusGrantSchema, {
        summary: "Forfeit a player's grant with a reason: its bonus money goes back to the house",
        params: Type.Object({ grantId: Type.String({ format: 'uuid' }) }),
        body: AdminBonusForfeitRequestSchema,
      }),
    },
    async (request) => {
      const { grantId } = request.params;
      const owner = await findGrantOwner(db, grantId);
      const standing = owner === null ? null : await findPlayerStanding(db, owner.playerId);
      if (owner === null || standing === null) throw notFoundError('No such grant');
      requireBrand(request.operator, standing.brandId);
      const before = await findGrant(db, grantId);
      const grant = await deliverAfterCommit(walletEvents, () =>
        withTransaction(db, (client) =>
          forfeitGrant(client, { id: grantId, ...owner }, `staff: ${request.body.reason}`),
        ),
      );
      request.audit = {
        brandId: standing.brandId,
        target: `player:${owner.playerId}`,
        before,
        after: grant,
      };
      return ok(grant);
    },
  );
};

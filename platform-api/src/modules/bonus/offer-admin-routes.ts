// /admin/v1 for a brand's bonus offers: marketing creates and archives them (checked against the
// brand's jurisdiction profile when saved); payments and support read. Every write is audited.

import {
  AdminBonusOfferSchema,
  BonusOfferDraftSchema,
  BonusOfferListQuerySchema,
  BonusOfferListSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { auditedWrite } from '../../http/audited-write.js';
import { badRequestError, notFoundError } from '../../http/errors.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandParams, jurisdictionOf, BONUS_READERS, offerParams } from './admin-scope.js';
import { assertOfferAllowed } from './offer-rules.js';
import {
  archiveOffer,
  createOffer,
  listBrandOffers,
  unknownCurrencies,
  unknownGameKeys,
} from './offer-repository.js';

export const bonusOfferAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/bonus-offers',
    {
      config: { roles: BONUS_READERS },
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
    auditedWrite({
      roles: ['marketing'],
      audit: 'bonus.create-offer',
      tag: 'bonus',
      answer: AdminBonusOfferSchema,
      summary: 'Create a bonus offer (offers are never edited: archive one and create another)',
      description:
        "Checked against the brand's jurisdiction profile: every profile refuses a cap on " +
        'winnings once wagering is complete; UKGC refuses wagering above 10 times the bonus ' +
        'and an offer whose qualifying product differs from its reward. A refusal is errorCode ' +
        '2 naming the rule; a code taken in the brand is errorCode 2.',
      params: brandParams,
      body: BonusOfferDraftSchema,
    }),
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
    auditedWrite({
      roles: ['marketing'],
      audit: 'bonus.archive-offer',
      tag: 'bonus',
      answer: AdminBonusOfferSchema,
      summary: 'Archive an offer: players can no longer take it; grants made keep their terms',
      params: offerParams,
    }),
    async (request) => {
      const { brandId, offerId } = request.params;
      requireBrand(request.operator, brandId);
      const offer = await archiveOffer(db, brandId, offerId);
      if (offer === null) throw notFoundError('No such offer in this brand');
      request.audit = { brandId, target: `bonus-offer:${offerId}`, after: offer };
      return ok(offer);
    },
  );
};

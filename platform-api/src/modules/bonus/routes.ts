// The player's bonuses: the cash bonuses credited so far (/v1/bonus/list), and the bonus engine's
// calls (docs/bonus.md#player-api): offers, claim, grants, entries, forfeit. The operator's
// promotion credit is in admin-routes.ts.

import {
  BonusClaimRequestSchema,
  BonusEntriesRequestSchema,
  BonusEntrySchema,
  BonusForfeitRequestSchema,
  BonusGrantListSchema,
  BonusGrantSchema,
  BonusGrantsRequestSchema,
  BonusOfferSchema,
  BonusOffersRequestSchema,
  BonusSchema,
  PageRequestSchema,
  PageSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { notFoundError } from '../../http/errors.js';
import { pageAskedFor } from '../../http/paging.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import { toBonus } from './bonuses.js';
import { findActiveWallet, findGrantOwner, listEntries, listGrants } from './grant-repository.js';
import { claimOffer, forfeitOwnGrant, offersFor } from './player-bonuses.js';
import { listBonuses } from './repository.js';

export const bonusRoutes: FastifyPluginAsyncTypebox<MoneyRoutesOptions> = async (
  app,
  { db, walletEvents },
) => {
  requirePlayerOnEveryRoute(app, db);
  const playerOf = async (player: { id: string; brandId: string }) => ({
    ...player,
    currency: await findActiveWallet(db, player.id),
  });

  app.post(
    '/bonus/list',
    playerCall('bonus', PageSchema(BonusSchema), {
      summary: "The logged-in player's cash bonuses (referral, promotion), newest first",
      body: PageRequestSchema,
    }),
    async (request) => {
      const page = pageAskedFor(request.body);
      const { items, total } = await listBonuses(db, request.player.id, page);
      return ok({ items: items.map(toBonus), total, ...page });
    },
  );

  app.post(
    '/bonus/offers',
    playerCall('bonus', Type.Array(BonusOfferSchema), {
      summary: 'The bonus offers the player can take now, in their active wallet, with every term',
      body: BonusOffersRequestSchema,
    }),
    async (request) => ok(await offersFor(db, await playerOf(request.player))),
  );

  app.post(
    '/bonus/claim',
    playerCall('bonus', BonusGrantSchema, {
      summary: 'Takes an opt-in offer, by its id or its code, in the active wallet',
      description:
        'A refused claim is errorCode 48 with reason bonusNotEligible and the rule it failed; ' +
        'nothing is written. An offer taken as often as it allows is refused, also when two ' +
        'claims race.',
      body: BonusClaimRequestSchema,
    }),
    async (request) =>
      ok(await claimOffer(db, walletEvents, await playerOf(request.player), request.body)),
  );

  app.post(
    '/bonus/grants',
    playerCall('bonus', BonusGrantListSchema, {
      summary: "The player's bonus grants, newest first",
      body: BonusGrantsRequestSchema,
    }),
    async (request) => ok(await listGrants(db, request.player.id, request.body.status ?? null)),
  );

  app.post(
    '/bonus/entries',
    playerCall('bonus', PageSchema(BonusEntrySchema), {
      summary: "A page of one of the player's grants' entries, oldest first",
      body: BonusEntriesRequestSchema,
    }),
    async (request) => {
      const { grantId } = request.body;
      const owner = await findGrantOwner(db, grantId);
      if (owner === null || owner.playerId !== request.player.id) {
        throw notFoundError('No such grant');
      }
      const page = pageAskedFor(request.body);
      return ok({ ...(await listEntries(db, grantId, page)), ...page });
    },
  );

  app.post(
    '/bonus/forfeit',
    playerCall('bonus', BonusGrantSchema, {
      summary: "Cancels one of the player's grants: its bonus money returns to the house",
      body: BonusForfeitRequestSchema,
    }),
    async (request) =>
      ok(await forfeitOwnGrant(db, walletEvents, request.player.id, request.body.grantId)),
  );
};

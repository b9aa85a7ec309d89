// The player's originals (/v1/originals/…): seeds, game rules, bets and signed rounds; mines in
// mines-routes.ts.

import {
  OriginalsBetRequestSchema,
  OriginalsGameRequestSchema,
  OriginalsGameRulesSchema,
  OriginalsRotateRequestSchema,
  OriginalsRoundPageSchema,
  OriginalsRoundRequestSchema,
  OriginalsRoundSchema,
  OriginalsRoundsRequestSchema,
  OriginalsSeedsSchema,
  type OriginalsRound,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { notFoundError } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import { originalsMinesRoutes } from './mines-routes.js';
import { gameRules, playBet } from './play.js';
import { findRound, settledRecords } from './repository.js';
import { announcedBy, ORIGINALS_TAG, type OriginalsRoutesOptions } from './route-support.js';
import { rotateSeeds, seedsOf } from './seeds.js';

const EmptyBody = Type.Object({}, { additionalProperties: false });
/** The player's originals: seeds, bets, mines, and their signed rounds (docs/provably-fair.md). */
export const originalsRoutes: FastifyPluginAsyncTypebox<OriginalsRoutesOptions> = async (
  app,
  { db, signer, walletEvents },
) => {
  requirePlayerOnEveryRoute(app, db);
  const announced = announcedBy(walletEvents);

  app.post(
    '/originals/seeds',
    playerCall(ORIGINALS_TAG, OriginalsSeedsSchema, {
      summary:
        'The active seed pair (server seed as its SHA-256 only) and the previous one revealed',
      body: EmptyBody,
    }),
    async (request) => ok(await seedsOf(db, request.player.id)),
  );

  app.post(
    '/originals/seeds/rotate',
    playerCall(ORIGINALS_TAG, OriginalsSeedsSchema, {
      summary: 'Reveal the active server seed and start a new pair',
      description:
        'Keeps the client seed unless one is given. Refused while a mines round is open.',
      body: OriginalsRotateRequestSchema,
    }),
    async (request) => ok(await rotateSeeds(db, request.player.id, request.body.clientSeed)),
  );

  app.post(
    '/originals/game',
    playerCall(ORIGINALS_TAG, OriginalsGameRulesSchema, {
      summary: "A game's rules on the player's brand in a currency, and an open mines round",
      description:
        'The house edge, stake bounds and payout cap the page shows before the first bet; for ' +
        'mines also the round the player left open (its mines hidden), to finish it.',
      body: OriginalsGameRequestSchema,
    }),
    async (request) =>
      ok(await gameRules(db, request.player, request.body.game, request.body.currency)),
  );

  app.post(
    '/originals/bet',
    playerCall(ORIGINALS_TAG, OriginalsRoundSchema, {
      summary: 'Play one round of dice, limbo or plinko; answers the signed round record',
      body: OriginalsBetRequestSchema,
    }),
    async (request) => announced(await playBet(db, signer, request.player, request.body)),
  );

  await app.register(originalsMinesRoutes, { db, signer, walletEvents });

  app.post(
    '/originals/rounds',
    playerCall(ORIGINALS_TAG, OriginalsRoundPageSchema, {
      summary: "The player's settled rounds, newest first, each signed",
      body: OriginalsRoundsRequestSchema,
    }),
    async (request) => {
      const { page = 1, pageSize = 20 } = request.body;
      const { total, records } = await settledRecords(db, request.player.id, page, pageSize);
      return ok({ items: records as OriginalsRound[], total, page, pageSize });
    },
  );

  app.post(
    '/originals/round',
    playerCall(ORIGINALS_TAG, OriginalsRoundSchema, {
      summary: 'One settled round with its signature',
      body: OriginalsRoundRequestSchema,
    }),
    async (request) => {
      const { roundId } = request.body;
      const round = await findRound(db, request.player.id, roundId, { lock: false });
      if (round?.record == null) throw notFoundError(`No settled round ${roundId}`);
      return ok(round.record as OriginalsRound);
    },
  );
};

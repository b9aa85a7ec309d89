import {
  MinesRevealRequestSchema,
  MinesRoundStateSchema,
  MinesStartRequestSchema,
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
import type pg from 'pg';

import { notFoundError } from '../../http/errors.js';
import { ok, playerCall } from '../../http/schemas.js';
import { requirePlayerOnEveryRoute } from '../auth/index.js';
import type { OutboxRelay } from '../wallet-events/index.js';
import { cashOutMines, gameRules, playBet, revealMine, startMines } from './play.js';
import { findRound, settledRecords } from './repository.js';
import { rotateSeeds, seedsOf } from './seeds.js';
import type { RecordSigner } from './signing.js';

export interface OriginalsRoutesOptions {
  db: pg.Pool;
  signer: RecordSigner;
  walletEvents: OutboxRelay;
}

const EmptyBody = Type.Object({}, { additionalProperties: false });
const TAG = 'originals';

/** The player's originals: seeds, bets, mines, and their signed rounds (docs/provably-fair.md). */
export const originalsRoutes: FastifyPluginAsyncTypebox<OriginalsRoutesOptions> = async (
  app,
  { db, signer, walletEvents },
) => {
  requirePlayerOnEveryRoute(app, db);
  /** Delivers the call's events (its transfers wrote them to the outbox) once it committed. */
  const announced = <Answer>(answer: Answer) => {
    walletEvents.kick();
    return ok(answer);
  };

  app.post(
    '/originals/seeds',
    playerCall(TAG, OriginalsSeedsSchema, {
      summary:
        'The active seed pair (server seed as its SHA-256 only) and the previous one revealed',
      body: EmptyBody,
    }),
    async (request) => ok(await seedsOf(db, request.player.id)),
  );

  app.post(
    '/originals/seeds/rotate',
    playerCall(TAG, OriginalsSeedsSchema, {
      summary: 'Reveal the active server seed and start a new pair',
      description:
        'Keeps the client seed unless one is given. Refused while a mines round is open.',
      body: OriginalsRotateRequestSchema,
    }),
    async (request) => ok(await rotateSeeds(db, request.player.id, request.body.clientSeed)),
  );

  app.post(
    '/originals/game',
    playerCall(TAG, OriginalsGameRulesSchema, {
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
    playerCall(TAG, OriginalsRoundSchema, {
      summary: 'Play one round of dice, limbo or plinko; answers the signed round record',
      body: OriginalsBetRequestSchema,
    }),
    async (request) => announced(await playBet(db, signer, request.player, request.body)),
  );

  app.post(
    '/originals/mines/start',
    playerCall(TAG, MinesRoundStateSchema, {
      summary: 'Stake a mines round; its mines stay hidden until it ends',
      body: MinesStartRequestSchema,
    }),
    async (request) => announced(await startMines(db, request.player, request.body)),
  );

  app.post(
    '/originals/mines/reveal',
    playerCall(TAG, MinesRoundStateSchema, {
      summary: 'Reveal a tile: a mine ends the round with nothing; clearing the board cashes out',
      body: MinesRevealRequestSchema,
    }),
    async (request) =>
      announced(
        await revealMine(db, signer, request.player, request.body.roundId, request.body.tile),
      ),
  );

  app.post(
    '/originals/mines/cashout',
    playerCall(TAG, MinesRoundStateSchema, {
      summary: 'End the mines round and take the current multiplier',
      body: OriginalsRoundRequestSchema,
    }),
    async (request) =>
      announced(await cashOutMines(db, signer, request.player, request.body.roundId)),
  );

  app.post(
    '/originals/rounds',
    playerCall(TAG, OriginalsRoundPageSchema, {
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
    playerCall(TAG, OriginalsRoundSchema, {
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

/** The public key of the round signatures, as PEM. */
export const originalsKeyRoute: FastifyPluginAsyncTypebox<{ signer: RecordSigner }> = async (
  app,
  { signer },
) => {
  app.get(
    '/.well-known/croupier-originals-key',
    {
      schema: {
        tags: [TAG],
        summary: 'The Ed25519 public key (SPKI PEM) that signs originals round records',
      },
    },
    async (_request, reply) =>
      reply.type('application/x-pem-file; charset=utf-8').send(signer.publicKeyPem),
  );
};

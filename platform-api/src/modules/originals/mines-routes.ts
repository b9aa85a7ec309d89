// The player's mines rounds (/v1/originals/mines/…): stake, reveal a tile, cash out. The
// player is authenticated by the originals' plugin that registers this one.

import {
  MinesRevealRequestSchema,
  MinesRoundStateSchema,
  MinesStartRequestSchema,
  OriginalsRoundRequestSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { playerCall } from '../../http/schemas.js';
import { cashOutMines, revealMine, startMines } from './play.js';
import { announcedBy, ORIGINALS_TAG, type OriginalsRoutesOptions } from './route-support.js';

export const originalsMinesRoutes: FastifyPluginAsyncTypebox<OriginalsRoutesOptions> = async (
  app,
  { db, signer, walletEvents },
) => {
  const announced = announcedBy(walletEvents);

  app.post(
    '/originals/mines/start',
    playerCall(ORIGINALS_TAG, MinesRoundStateSchema, {
      summary: 'Stake a mines round; its mines stay hidden until it ends',
      body: MinesStartRequestSchema,
    }),
    async (request) => announced(await startMines(db, request.player, request.body)),
  );

  app.post(
    '/originals/mines/reveal',
    playerCall(ORIGINALS_TAG, MinesRoundStateSchema, {
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
    playerCall(ORIGINALS_TAG, MinesRoundStateSchema, {
      summary: 'End the mines round and take the current multiplier',
      body: OriginalsRoundRequestSchema,
    }),
    async (request) =>
      announced(await cashOutMines(db, signer, request.player, request.body.roundId)),
  );
};

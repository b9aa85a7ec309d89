// The operator's changes of a player (/admin/v1/players/:playerId/…): internal notes, block and
// unblock, each audited, within the caller's brands.

import {
  AddPlayerNoteBodySchema,
  BlockPlayerBodySchema,
  EmptyBodySchema,
  PlayerBlockSchema,
  PlayerNoteSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

import { auditedWrite } from '../../http/audited-write.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { blockPlayer, unblockPlayer } from './blocking.js';
import { insertNote } from './repository.js';
import {
  PlayerParams,
  playerScope,
  withIsoCreatedAt,
  type PlayerAdminRoutesOptions,
} from './scope.js';

export const playerChangeRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  const { auditedChange } = playerScope(db);

  app.post(
    '/players/:playerId/notes',
    auditedWrite({
      roles: ['support'],
      audit: 'player.note',
      tag: 'operator',
      answer: PlayerNoteSchema,
      summary: 'Add an internal note on the player (notes are never edited nor deleted)',
      params: PlayerParams,
      body: AddPlayerNoteBodySchema,
    }),
    async (request) => {
      const { playerId } = request.params;
      const { after } = await auditedChange(request, playerId, async () => {
        const note = await insertNote(db, {
          playerId,
          author: request.operator.name,
          text: request.body.text.trim(),
        });
        return { after: withIsoCreatedAt(note) };
      });
      return ok(after);
    },
  );

  app.post(
    '/players/:playerId/block',
    auditedWrite({
      roles: ['support'],
      audit: 'player.block',
      tag: 'operator',
      answer: PlayerBlockSchema,
      summary: 'Block the player: every session ends; login, deposits and bets are refused',
      description: 'errorCode 51 when the player is blocked already.',
      params: PlayerParams,
      body: BlockPlayerBodySchema,
    }),
    async (request) => {
      const { playerId } = request.params;
      const { after } = await auditedChange(request, playerId, () =>
        blockPlayer(db, playerId, {
          reason: request.body.reason.trim(),
          by: request.operator.name,
        }),
      );
      return ok(after);
    },
  );

  app.post(
    '/players/:playerId/unblock',
    {
      config: { roles: ['support'], audit: 'player.unblock' },
      schema: operatorRouteSchema('operator', Type.Object({ blocked: Type.Literal(false) }), {
        summary: 'Lift the block of the player: it may log in again',
        description: 'errorCode 52 when the player is not blocked.',
        params: PlayerParams,
        body: EmptyBodySchema,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await auditedChange(request, playerId, () => unblockPlayer(db, playerId));
      return ok({ blocked: false as const });
    },
  );
};

// The operator's players (/admin/v1/players): search, profile and histories, block and unblock,
// internal notes. Within the caller's brands only: another brand's player is as unknown as a
// missing one, and naming another brand in a search is refused.

import {
  AddPlayerNoteBodySchema,
  AdminPageQuerySchema,
  BlockPlayerBodySchema,
  EmptyBodySchema,
  PageSchema,
  PlayerBetSchema,
  PlayerBlockSchema,
  PlayerBonusSchema,
  PlayerLoginSessionSchema,
  PlayerNoteSchema,
  PlayerProfileSchema,
  PlayerSearchQuerySchema,
  PlayerSummarySchema,
  PlayerTransactionSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

import {
  type AuditDetails,
  hasBrand,
  requireBrand,
  type StaffRole,
} from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import type { PageQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { blockPlayer, unblockPlayer } from './blocking.js';
import { loadProfile, summaryOf } from './profile.js';
import {
  findPlayerBrand,
  insertNote,
  listBets,
  listBonuses,
  listLoginSessions,
  listNotes,
  listTransactions,
  searchPlayers,
} from './repository.js';

export interface PlayerAdminRoutesOptions {
  db: pg.Pool;
}

const PlayerParams = Type.Object({ playerId: Type.String({ format: 'uuid' }) });
/** Who reads players: support, and payments to check whose money it decides on. */
const readers: StaffRole[] = ['support', 'payments'];

const pageQueryOf = (query: Static<typeof AdminPageQuerySchema>): PageQuery => ({
  page: Number(query.page),
  pageSize: Number(query.pageSize),
});

const withIsoCreatedAt = <Row extends { createdAt: Date }>({ createdAt, ...row }: Row) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

export const playerAdminRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  /** The player's brand, when the caller may see it; else the player does not exist for it. */
  async function brandInScope(request: FastifyRequest, playerId: string): Promise<string> {
    const brandId = await findPlayerBrand(db, playerId);
    if (brandId === null || !hasBrand(request.operator, brandId)) {
      throw notFoundError(`No player ${playerId}`);
    }
    return brandId;
  }

  /** A change of a player in the caller's scope, audited with what `change` says it did. */
  async function auditedChange<Details extends Pick<AuditDetails, 'before' | 'after'>>(
    request: FastifyRequest,
    playerId: string,
    change: () => Promise<Details>,
  ): Promise<Details> {
    const brandId = await brandInScope(request, playerId);
    const details = await change();
    request.audit = { brandId, target: `player:${playerId}`, ...details };
    return details;
  }

  app.get(
    '/players',
    {
      config: { roles: readers },
      schema: operatorRouteSchema('operator', PageSchema(PlayerSummarySchema), {
        summary: 'Players whose username, email or phone number starts with the query',
        description:
          'Case-insensitive prefixes; without a query, every player. Newest first, within the ' +
          "caller's brands (a brandId outside them is errorCode 30).",
        querystring: PlayerSearchQuerySchema,
      }),
    },
    async (request) => {
      const { brandId, query } = request.query;
      if (brandId !== undefined) requireBrand(request.operator, brandId);
      const paging = pageQueryOf(request.query);
      const { items, total } = await searchPlayers(
        db,
        {
          brandIds: brandId === undefined ? request.operator.brandIds : [brandId],
          query: query?.trim() || null,
        },
        paging,
      );
      return ok({ items: items.map(summaryOf), total, ...paging });
    },
  );

  app.get(
    '/players/:playerId',
    {
      config: { roles: readers },
      schema: operatorRouteSchema('operator', PlayerProfileSchema, {
        summary:
          "A player's profile: balances, verification, block, referral and protection summary",
        params: PlayerParams,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await brandInScope(request, playerId);
      const profile = await loadProfile(db, playerId);
      if (profile === null) throw notFoundError(`No player ${playerId}`);
      return ok(profile);
    },
  );

  /** A paged history of the player, newest first. */
  function history<Item extends TSchema, Row>(
    path: string,
    roles: StaffRole[],
    summary: string,
    item: Item,
    list: (
      db: pg.Pool,
      playerId: string,
      page: PageQuery,
    ) => Promise<{ items: Row[]; total: number }>,
    present: (row: Row) => Static<Item>,
  ) {
    app.get(
      `/players/:playerId/${path}`,
      {
        config: { roles },
        schema: operatorRouteSchema('operator', PageSchema(item), {
          summary,
          params: PlayerParams,
          querystring: AdminPageQuerySchema,
        }),
      },
      async (request) => {
        const { playerId } = request.params;
        await brandInScope(request, playerId);
        const paging = pageQueryOf(request.query);
        const { items, total } = await list(db, playerId, paging);
        return ok({ items: items.map(present), total, ...paging });
      },
    );
  }

  history(
    'transactions',
    readers,
    "The player's deposits, withdrawals, swaps and game transfers, newest first",
    PlayerTransactionSchema,
    listTransactions,
    ({ scale, ...row }) => withIsoCreatedAt({ ...row, amount: atCurrencyScale(row.amount, scale) }),
  );
  history(
    'bets',
    readers,
    "The player's game rounds, newest first",
    PlayerBetSchema,
    listBets,
    ({ scale, ...row }) =>
      withIsoCreatedAt({
        ...row,
        stake: atCurrencyScale(row.stake, scale),
        win: atCurrencyScale(row.win, scale),
      }),
  );
  history(
    'sessions',
    readers,
    "The player's live login sessions, newest first",
    PlayerLoginSessionSchema,
    listLoginSessions,
    (session) => ({
      startedAt: session.startedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    }),
  );
  history(
    'bonuses',
    readers,
    'The bonuses credited to the player, newest first',
    PlayerBonusSchema,
    listBonuses,
    ({ scale, ...row }) => withIsoCreatedAt({ ...row, amount: atCurrencyScale(row.amount, scale) }),
  );
  history(
    'notes',
    ['support'],
    "The staff's internal notes on the player, newest first",
    PlayerNoteSchema,
    listNotes,
    withIsoCreatedAt,
  );

  app.post(
    '/players/:playerId/notes',
    {
      config: { roles: ['support'], audit: 'player.note' },
      schema: operatorRouteSchema('operator', PlayerNoteSchema, {
        summary: 'Add an internal note on the player (notes are never edited nor deleted)',
        params: PlayerParams,
        body: AddPlayerNoteBodySchema,
      }),
    },
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
    {
      config: { roles: ['support'], audit: 'player.block' },
      schema: operatorRouteSchema('operator', PlayerBlockSchema, {
        summary: 'Block the player: every session ends; login, deposits and bets are refused',
        description: 'errorCode 51 when the player is blocked already.',
        params: PlayerParams,
        body: BlockPlayerBodySchema,
      }),
    },
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

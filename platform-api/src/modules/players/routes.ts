// The operator's players (/admin/v1/players): search, profile and histories; the changes are in
// change-routes.ts. Within the caller's brands only: another brand's player is as unknown as a
// missing one, and naming another brand in a search is refused.

import {
  AdminPageQuerySchema,
  PageSchema,
  GpidSchema,
  PlayerBetSchema,
  PlayerBonusSchema,
  PlayerLoginSessionSchema,
  PlayerNoteSchema,
  PlayerProfileSchema,
  PlayerSearchQuerySchema,
  PlayerSummarySchema,
  PlayerTotalsSchema,
  PlayerTransactionSchema,
  RoundDetailSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand, type StaffRole } from '../../http/admin-access.js';
import { notFoundError } from '../../http/errors.js';
import type { PageQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { playerLifetimeTotals } from '../reports/index.js';
import { recallRound } from '../rounds/index.js';
import { playerChangeRoutes } from './change-routes.js';
import { deviceOf } from './device.js';
import { loadProfile, summaryOf } from './profile.js';
import {
  listBets,
  listBonuses,
  listLoginSessions,
  listNotes,
  listTransactions,
  searchPlayers,
} from './repository.js';
import {
  PlayerParams,
  playerScope,
  withIsoCreatedAt,
  type PlayerAdminRoutesOptions,
} from './scope.js';

/** Who reads players: support, and payments to check whose money it decides on. */
const readers: StaffRole[] = ['support', 'payments'];

const pageQueryOf = (query: Static<typeof AdminPageQuerySchema>): PageQuery => ({
  page: Number(query.page),
  pageSize: Number(query.pageSize),
});

export const playerReadRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  const { brandInScope } = playerScope(db);

  app.get(
    '/players',
    {
      config: { roles: readers },
      schema: operatorRouteSchema('operator', PageSchema(PlayerSummarySchema), {
        summary: 'Players whose username, email or phone number contains the query',
        description:
          'Any part, in any case (% and _ are plain characters); without a query, every player. ' +
          'Each with the time-out or self-exclusion in force, if any. Newest first, within the ' +
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

  app.get(
    '/players/:playerId/totals',
    {
      config: { roles: readers },
      schema: operatorRouteSchema('operator', Type.Array(PlayerTotalsSchema), {
        summary: "The player's lifetime deposits, withdrawals, GGR and bonus cost, per currency",
        description:
          'Deposits credited and withdrawals paid out; GGR = stakes − wins of real money (as the ' +
          'GGR report counts it); bonus cost = cash bonuses and bonus money converted to real ' +
          'money (as the NGR report counts it). Every currency the player moved money in.',
        params: PlayerParams,
      }),
    },
    async (request) => {
      const { playerId } = request.params;
      await brandInScope(request, playerId);
      return ok(await playerLifetimeTotals(db, playerId));
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
  app.get(
    '/players/:playerId/rounds/:roundId',
    {
      config: { roles: readers },
      schema: operatorRouteSchema('operator', RoundDetailSchema, {
        summary: "One of the player's rounds in full: game recall",
        description:
          "What the player's round/detail answers; `gpid` picks the provider when two share a " +
          'round id. errorCode 6 for a player outside the caller’s brands or a round not theirs.',
        params: Type.Object({
          playerId: Type.String({ format: 'uuid' }),
          roundId: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        querystring: Type.Object(
          { gpid: Type.Optional(GpidSchema) },
          { additionalProperties: false },
        ),
      }),
    },
    async (request) => {
      const { playerId, roundId } = request.params;
      await brandInScope(request, playerId);
      const detail = await recallRound(db, {
        roundId,
        gpid: request.query.gpid ?? null,
        playerId,
      });
      if (detail === null) throw notFoundError(`No round ${roundId} of player ${playerId}`);
      return ok(detail);
    },
  );
  history(
    'sessions',
    readers,
    "The player's live login sessions, newest first, with the address and device of each",
    PlayerLoginSessionSchema,
    listLoginSessions,
    (session) => ({
      ...session,
      startedAt: session.startedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      device: deviceOf(session.userAgent),
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
};

/** Every player route: the reads, then the changes. */
export const playerAdminRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(playerReadRoutes, options);
  await app.register(playerChangeRoutes, options);
};

// A player's histories for the operator (/admin/v1/players/:playerId/…): money, rounds, login
// sessions, bonuses and notes, each paged and newest first, within the caller's brands; beside
// the rounds, one round in full (round-routes.ts).

import {
  AdminPageQuerySchema,
  PageSchema,
  PlayerBetSchema,
  PlayerBonusSchema,
  PlayerLoginSessionSchema,
  PlayerNoteSchema,
  PlayerTransactionSchema,
  WIRE_TRANSACTION_STATUS,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type pg from 'pg';

import type { StaffRole } from '../../http/admin-access.js';
import { pageOfQuery, type PageQuery } from '../../http/paging.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { atCurrencyScale } from '../../money/amounts.js';
import { deviceOf } from './device.js';
import { playerRoundRoutes } from './round-routes.js';
import {
  listBets,
  listBonuses,
  listLoginSessions,
  listNotes,
  listTransactions,
} from './repository.js';
import {
  PlayerParams,
  playerReaders,
  playerScope,
  withIsoCreatedAt,
  type PlayerAdminRoutesOptions,
} from './scope.js';

export const playerHistoryRoutes: FastifyPluginAsyncTypebox<PlayerAdminRoutesOptions> = async (
  app,
  { db },
) => {
  const { brandInScope } = playerScope(db);

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
        const paging = pageOfQuery(request.query);
        const { items, total } = await list(db, playerId, paging);
        return ok({ items: items.map(present), total, ...paging });
      },
    );
  }

  history(
    'transactions',
    playerReaders,
    "The player's deposits, withdrawals, swaps and game transfers, newest first",
    PlayerTransactionSchema,
    listTransactions,
    ({ scale, ...row }) =>
      withIsoCreatedAt({
        ...row,
        status: WIRE_TRANSACTION_STATUS[row.status],
        amount: atCurrencyScale(row.amount, scale),
      }),
  );
  history(
    'bets',
    playerReaders,
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
  // A bet's round in full, listed beside the bets.
  await app.register(playerRoundRoutes, { db });
  history(
    'sessions',
    playerReaders,
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
    playerReaders,
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

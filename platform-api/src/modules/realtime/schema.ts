// The realtime GraphQL schema (docs/api.md#realtime) and its resolvers. Wire shapes are
// @croupier/contracts' NewBalanceEvent, PaymentNotification, PaymentReportItem, JackpotEvent,
// BonusGrantEvent and PaymentQueueChange.

import { BONUS_GRANT_STATUSES } from '@croupier/contracts';
import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

import type { Queryable } from '../../db/pool.js';
import { recentPayments } from '../payments/index.js';
import type { Caller } from './caller.js';
import type { RealtimeFeed } from './feed.js';
import { countLoginOnce } from './repository.js';
import type { Delivery } from './shared-subscribe.js';
import type { Subscriber, Topics } from './topics.js';

/** How many of a brand's latest approved deposits and withdrawals getDepoWd answers. */
export const RECENT_PAYMENTS_LENGTH = 20;
/** Subscriptions one WebSocket may hold open; the client needs two. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 16;

/** One WebSocket connection; absent over HTTP, where subscriptions are refused. */
export interface Connection {
  closed: AbortSignal;
  openSubscriptions: number;
}

export interface RealtimeContext {
  caller: Caller;
  connection?: Connection;
  /** Where a subscription's results go as they are published, when its transport says. */
  deliver?: Delivery;
}

interface BrandUsernameArgs {
  brandUsername: string;
}

const notAllowed = () => new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } });

function requirePlayer(caller: Caller) {
  if (caller.kind !== 'player') throw notAllowed();
  return caller;
}

/** A player follows only its own topics. */
function requireOwnTopic(caller: Caller, brandUsername: string) {
  const player = requirePlayer(caller);
  if (player.brandUsername !== brandUsername) throw notAllowed();
  return player;
}

/** A staff member who works the payments queue (owner passes every role check). */
function requirePaymentsStaff(caller: Caller) {
  if (caller.kind !== 'staff') throw notAllowed();
  if (!caller.roles.some((role) => role === 'owner' || role === 'payments')) throw notAllowed();
  return caller;
}

/** A subscription of `connection`, counted against its limit while it lasts. */
function open<Payload>(
  connection: Connection | undefined,
  subscribe: (closed: AbortSignal, onEnd: () => void) => Subscriber<Payload>,
): Subscriber<Payload> {
  if (connection === undefined) throw new Error('A subscription needs a WebSocket connection');
  if (connection.openSubscriptions >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
    throw new GraphQLError('Too many subscriptions on this connection');
  }
  connection.openSubscriptions += 1;
  return subscribe(connection.closed, () => {
    connection.openSubscriptions -= 1;
  });
}

function follow<Payload>(
  topics: Topics<Payload>,
  key: string,
  connection: Connection | undefined,
): Subscriber<Payload> {
  return open(connection, (closed, onEnd) => topics.subscribe(key, closed, onEnd));
}

const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value, sent as is.',
});

const DepoWdType = new GraphQLEnumType({
  name: 'DepoWdType',
  values: { deposit: {}, withdraw: {} },
});

const DepoWdStatus = new GraphQLEnumType({
  name: 'DepoWdStatus',
  description: "'success' shows as approved, 'declined' as declined.",
  values: { success: {}, declined: {} },
});

const NewBalance = new GraphQLObjectType({
  name: 'NewBalance',
  fields: {
    walletBalance: {
      type: new GraphQLNonNull(JsonScalar),
      description:
        'A map by currency of { currency, totalBalance, heldBalance, bonusBalance } (decimal ' +
        "strings; bonusBalance: the active bonus grant's money).",
    },
    activeWallet: { type: new GraphQLNonNull(GraphQLString) },
    brandUsername: { type: new GraphQLNonNull(GraphQLString) },
    sequence: {
      type: GraphQLInt,
      description:
        "The number of the player's latest balance change in this snapshot (per player, from " +
        '1); null before the first. A client that sees one skipped reads its balance again.',
    },
  },
});

const BonusGrantStatus = new GraphQLEnumType({
  name: 'BonusGrantStatus',
  values: Object.fromEntries(BONUS_GRANT_STATUSES.map((status) => [status, { value: status }])),
});

const BonusGrant = new GraphQLObjectType({
  name: 'BonusGrant',
  fields: {
    brandUsername: { type: new GraphQLNonNull(GraphQLString) },
    grantId: { type: new GraphQLNonNull(GraphQLString) },
    status: { type: new GraphQLNonNull(BonusGrantStatus) },
    currency: { type: new GraphQLNonNull(GraphQLString) },
    amount: {
      type: new GraphQLNonNull(GraphQLString),
      description:
        'A decimal string: converted to real money once completed, taken back once forfeited or ' +
        'expired, else granted.',
    },
  },
});

const PlayerNotifDepoWd = new GraphQLObjectType({
  name: 'PlayerNotifDepoWd',
  fields: {
    amount: { type: new GraphQLNonNull(GraphQLString), description: 'A decimal string.' },
    brandUsername: { type: new GraphQLNonNull(GraphQLString) },
    currency: { type: new GraphQLNonNull(GraphQLString) },
    transactionStatus: { type: new GraphQLNonNull(DepoWdStatus) },
    transactionType: { type: new GraphQLNonNull(DepoWdType) },
  },
});

const DepoWdReport = new GraphQLObjectType({
  name: 'DepoWdReport',
  fields: {
    amount: { type: new GraphQLNonNull(GraphQLString), description: 'A decimal string.' },
    currency: { type: new GraphQLNonNull(GraphQLString) },
    currencyLogo: { type: new GraphQLNonNull(GraphQLString) },
    username: { type: new GraphQLNonNull(GraphQLString), description: 'Masked, as in ab***yz.' },
    transactionType: { type: new GraphQLNonNull(DepoWdType) },
  },
});

const CountLogin = new GraphQLObjectType({
  name: 'CountLogin',
  fields: { message: { type: new GraphQLNonNull(GraphQLString) } },
});

const Jackpot = new GraphQLObjectType({
  name: 'Jackpot',
  fields: {
    brandId: { type: new GraphQLNonNull(GraphQLString) },
    currency: { type: new GraphQLNonNull(GraphQLString) },
    totalJackpot: {
      type: new GraphQLNonNull(GraphQLString),
      description: "The pool's value, a decimal string at the currency's scale.",
    },
  },
});

const PaymentQueueChangeKind = new GraphQLEnumType({
  name: 'PaymentQueueChangeKind',
  values: { requested: {}, decided: {} },
});

const PaymentQueueChange = new GraphQLObjectType({
  name: 'PaymentQueueChange',
  fields: {
    brandId: { type: new GraphQLNonNull(GraphQLString) },
    transactionId: { type: new GraphQLNonNull(GraphQLString) },
    change: {
      type: new GraphQLNonNull(PaymentQueueChangeKind),
      description: 'requested: it entered the queue; decided: it left it (approved, declined).',
    },
  },
});

const brandUsernameArgs = { brandUsername: { type: new GraphQLNonNull(GraphQLString) } };

export function buildRealtimeSchema({ db, feed }: { db: Queryable; feed: RealtimeFeed }) {
  return new GraphQLSchema({
    query: new GraphQLObjectType<unknown, RealtimeContext>({
      name: 'Query',
      fields: {
        getDepoWd: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(DepoWdReport))),
          description: "The brand's latest approved deposits and withdrawals, newest first.",
          args: { brandId: { type: new GraphQLNonNull(GraphQLString) } },
          resolve: (_source, { brandId }: { brandId: string }, { caller }) => {
            if (caller.kind === 'staff' || caller.brandId !== brandId) throw notAllowed();
            return recentPayments(db, brandId, RECENT_PAYMENTS_LENGTH);
          },
        },
      },
    }),
    mutation: new GraphQLObjectType<unknown, RealtimeContext>({
      name: 'Mutation',
      fields: {
        countLogin: {
          type: CountLogin,
          description:
            "Records the calling player's login: once per login token, however often it is called.",
          resolve: async (_source, _args, { caller }) => {
            await countLoginOnce(db, requirePlayer(caller).loginTokenHash);
            return { message: 'Login recorded' };
          },
        },
      },
    }),
    subscription: new GraphQLObjectType<unknown, RealtimeContext>({
      name: 'Subscription',
      fields: {
        newBalance: {
          type: NewBalance,
          description: "The player's balances: now, then after every change.",
          args: brandUsernameArgs,
          subscribe: (_source, { brandUsername }: BrandUsernameArgs, { caller, connection }) => {
            const { playerId } = requireOwnTopic(caller, brandUsername);
            const balances = follow(feed.balances, playerId, connection);
            feed.greet(playerId, balances);
            return balances;
          },
          resolve: (event: unknown) => event,
        },
        jackpot: {
          type: Jackpot,
          description:
            "The brand's progressive jackpot: now, then at most once a second while it changes. " +
            'Visitors (session token) may follow it too.',
          args: { brandId: { type: new GraphQLNonNull(GraphQLString) } },
          subscribe: (_source, { brandId }: { brandId: string }, { caller, connection }) => {
            if (caller.kind === 'staff' || caller.brandId !== brandId) throw notAllowed();
            const jackpot = follow(feed.jackpots.topics, brandId, connection);
            feed.jackpots.greet(brandId, jackpot);
            return jackpot;
          },
          resolve: (event: unknown) => event,
        },
        bonusGrant: {
          type: BonusGrant,
          description:
            'A bonus grant of the player changed status: it became active, converted to real ' +
            'money, was forfeited or expired.',
          args: brandUsernameArgs,
          subscribe: (_source, { brandUsername }: BrandUsernameArgs, { caller, connection }) => {
            const { playerId } = requireOwnTopic(caller, brandUsername);
            const grants = follow(feed.grants.topics, playerId, connection);
            feed.grants.greet(playerId);
            return grants;
          },
          resolve: (event: unknown) => event,
        },
        playerNotifDepoWd: {
          type: PlayerNotifDepoWd,
          description: "Decisions on the player's deposits and withdrawals.",
          args: brandUsernameArgs,
          subscribe: (_source, { brandUsername }: BrandUsernameArgs, { caller, connection }) => {
            requireOwnTopic(caller, brandUsername);
            return follow(feed.paymentDecisions, brandUsername, connection);
          },
          resolve: (event: unknown) => event,
        },
        paymentQueue: {
          type: PaymentQueueChange,
          description:
            "Staff with the role payments: a payment of a brand in the caller's scope entered " +
            'the payments queue or left it. Connect with a ticket of POST /admin/v1/realtime/ticket.',
          subscribe: (_source, _args, { caller, connection }) => {
            const { brandIds } = requirePaymentsStaff(caller);
            return open(connection, (closed, onEnd) =>
              feed.paymentQueue.subscribe(brandIds, closed, onEnd),
            );
          },
          resolve: (event: unknown) => event,
        },
      },
    }),
  });
}

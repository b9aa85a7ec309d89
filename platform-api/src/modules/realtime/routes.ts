// The realtime GraphQL service: WebSocket and POST at /graphql, fed by the outbox's events as the
// transport delivers them to this process.

import type { JackpotEvent } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import pg from 'pg';

import { authenticationError } from '../../http/errors.js';
import { requiresAuthorization, responses } from '../../http/schemas.js';
import { findLiveLoginSessionHashes } from '../auth/index.js';
import { currentJackpot } from '../jackpot/index.js';
import type { DeliveredEvent, EventTransport } from '../wallet-events/index.js';
import { loadBalanceSnapshot } from '../wallet/index.js';
import { identifyCaller } from './caller.js';
import { EventOrder } from './event-order.js';
import { executeOverHttp } from './execution.js';
import { RealtimeFeed } from './feed.js';
import { loadGrantStates } from './grant-states.js';
import { buildRealtimeSchema } from './schema.js';
import { LoginConnections } from './session-end.js';
import { serveGraphQLWebSocket } from './websocket.js';

export interface RealtimeRoutesOptions {
  db: pg.Pool;
  /** What delivers the outbox's events to this process. */
  events: EventTransport;
}

const GRAPHQL_PATH = '/graphql';
/**
 * Connections of the feed's own pool. Balance snapshots are read there, so that money calls
 * holding every connection of the shared pool (as a burst of them waiting on one row lock does)
 * never hold back the balances they changed.
 */
const FEED_CONNECTIONS = 2;

/** What `jackpot` subscribers hear of a brand's active jackpot; null when it has none. */
async function jackpotEvent(db: pg.Pool, brandId: string): Promise<JackpotEvent | null> {
  const jackpot = await currentJackpot(db, brandId);
  if (jackpot === null || !jackpot.isActive) return null;
  return { brandId, currency: jackpot.currency, totalJackpot: jackpot.totalJackpot };
}

export const realtimeRoutes: FastifyPluginAsyncTypebox<RealtimeRoutesOptions> = async (
  app,
  { db, events },
) => {
  const feedDb = new pg.Pool({ ...db.options, max: FEED_CONNECTIONS });
  feedDb.on('error', (error) => app.log.error({ err: error }, 'idle PostgreSQL client failed'));
  const feed = new RealtimeFeed(
    (playerId) => loadBalanceSnapshot(feedDb, playerId),
    app.log,
    (brandId) => jackpotEvent(feedDb, brandId),
    (playerId) => loadGrantStates(feedDb, playerId),
  );
  app.addHook('onClose', () => feed.jackpots.close());
  const schema = buildRealtimeSchema({ db, feed });
  const loginConnections = new LoginConnections();

  const dispatch = ({ event, ...entry }: DeliveredEvent) => {
    if (event.kind === 'loginSessionEnded') loginConnections.end(event.tokenHash);
    else feed.receive({ event, ...entry });
  };
  const order = new EventOrder(dispatch);
  app.addHook('onClose', () => order.close());
  events.setReceiver({
    deliver: (entries) => {
      for (const entry of entries) order.accept(entry);
    },
    resync: () => {
      feed.resync();
      loginConnections
        .resync((tokenHashes) => findLiveLoginSessionHashes(db, tokenHashes))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'Checking the sessions of realtime connections failed'),
        );
    },
  });
  app.addHook('onClose', () => feedDb.end());

  const webSocket = serveGraphQLWebSocket({
    server: app.server,
    path: GRAPHQL_PATH,
    schema,
    db,
    loginConnections,
    log: app.log,
  });
  // Before the HTTP server closes, which would otherwise wait for every open WebSocket.
  app.addHook('preClose', () => webSocket.close());

  app.post(
    GRAPHQL_PATH,
    {
      schema: {
        tags: ['realtime'],
        summary: 'Run a realtime query or mutation (getDepoWd, countLogin)',
        description:
          'The same schema as the WebSocket at /graphql (subscriptions-transport-ws protocol, ' +
          'token in connection_init as `{ authorization }`), which alone serves subscriptions. ' +
          'Authorization: a login token, or a session token (getDepoWd only). GraphQL errors ' +
          'answer 200 with `errors`.',
        security: requiresAuthorization,
        body: Type.Object(
          {
            query: Type.String({ minLength: 1, maxLength: 10_000 }),
            variables: Type.Optional(
              Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
            ),
            operationName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Object({
            data: Type.Optional(Type.Unknown()),
            errors: Type.Optional(Type.Array(Type.Unknown())),
          }),
        ),
      },
    },
    async (request) => {
      const authentication = await identifyCaller(db, request.headers.authorization);
      if (authentication === null) throw authenticationError();
      const { caller } = authentication;
      const { data, errors } = await executeOverHttp(schema, request.body, { caller }, request.log);
      return { data, errors: errors && [...errors] };
    },
  );
};

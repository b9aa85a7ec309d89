// GraphQL over WebSocket on the HTTP server's own port, in two protocols chosen by the subprotocol
// the client asks for: `graphql-transport-ws` (the maintained `graphql-ws` library's,
// graphql-transport-ws.ts) and `graphql-ws`, the subscriptions-transport-ws protocol that Apollo's
// WebSocketLink speaks and the site uses. Upgrades of one path are taken from Fastify's server.

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import {
  execute,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import {
  SubscriptionServer,
  type ConnectionContext as ProtocolConnection,
  type ExecutionParams,
} from 'subscriptions-transport-ws';
import { WebSocket, WebSocketServer } from 'ws';

import type { Queryable } from '../../db/pool.js';
import { authenticationError } from '../../http/errors.js';
import { CheckedDocuments } from './checked-documents.js';
import { callerKey } from './caller.js';
import {
  deliveryTo,
  establishConnection,
  keepAlive,
  type EstablishedConnection,
} from './connection.js';
import { maskUnexpectedErrors } from './execution.js';
import {
  GRAPHQL_TRANSPORT_WS_PROTOCOL,
  serveGraphQLTransportWs,
  type ProtocolServerOptions,
} from './graphql-transport-ws.js';
import type { RealtimeContext } from './schema.js';
import { sharedSubscribe } from './shared-subscribe.js';
import {
  closeGracefully,
  SERVER_RESTART_CLOSE_CODE,
  type LoginConnections,
} from './session-end.js';

/** Operations are a few hundred bytes; this bounds what one frame can make the server hold. */
const MAX_MESSAGE_BYTES = 64 * 1024;

const KEEP_ALIVE_MESSAGE = JSON.stringify({ type: 'ka' });

/** What connection_init establishes in the legacy protocol. */
interface LegacyConnectionContext extends EstablishedConnection {
  /** A client of the protocol's first version, whose messages the library translates. */
  legacyProtocol: boolean;
}

/** Rejected from onOperation, it answers the operation with these errors as its result. */
class RefusedOperation extends Error {
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

export interface GraphQLWebSocketOptions {
  server: Server;
  path: string;
  schema: GraphQLSchema;
  db: Queryable;
  loginConnections: LoginConnections;
  log: FastifyBaseLogger;
}

export interface GraphQLWebSocket {
  close(): Promise<void>;
}

function newWebSocketServer(): WebSocketServer {
  return new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    // Compression would keep zlib state of tens of KiB per socket for messages of a few hundred
    // bytes; ws's default, stated here so it stays off.
    perMessageDeflate: false,
  });
}

/** Whether the upgrade asks for graphql-transport-ws among its subprotocols. */
function asksForTransportWs(request: IncomingMessage): boolean {
  const offered = request.headers['sec-websocket-protocol'] ?? '';
  return offered.split(',').some((protocol) => protocol.trim() === GRAPHQL_TRANSPORT_WS_PROTOCOL);
}

/** Serves the subscriptions-transport-ws protocol on the sockets `webSocketServer` accepts. */
function serveSubscriptionsTransportWs(
  webSocketServer: WebSocketServer,
  dependencies: ProtocolServerOptions,
): SubscriptionServer {
  const { schema, checkedDocuments, subscribe, log } = dependencies;
  webSocketServer.on('connection', (socket: WebSocket) => keepAlive(socket, KEEP_ALIVE_MESSAGE));
  return SubscriptionServer.create(
    {
      schema,
      execute,
      subscribe,
      // Operations are validated in onOperation, once per distinct text.
      validationRules: [],
      // Throwing refuses the connection: the client gets connection_error, then the socket closes.
      onConnect: async (
        connectionParams: unknown,
        socket: WebSocket,
        protocolConnection: ProtocolConnection,
      ): Promise<LegacyConnectionContext> => ({
        ...(await establishConnection(dependencies, connectionParams, socket)),
        legacyProtocol: protocolConnection.isLegacy,
      }),
      onOperation: async (
        message: { id?: unknown },
        params: ExecutionParams<Partial<LegacyConnectionContext>>,
        socket: WebSocket,
      ): Promise<ExecutionParams<RealtimeContext>> => {
        const { caller, connection, legacyProtocol } = params.context;
        // A start sent before a successful connection_init has no caller.
        if (caller === undefined) throw authenticationError();
        // A non-string would be taken as a document already parsed, unchecked.
        if (typeof params.query !== 'string') {
          throw new RefusedOperation([new GraphQLError('The query must be a string')]);
        }
        const checked = checkedDocuments.check(params.query);
        if (Array.isArray(checked)) throw new RefusedOperation(checked);
        // The server parses params.query unless it is a document: this one is checked and shared.
        params.query = checked as DocumentNode;
        // The library translates messages for legacy clients, so their results go through it.
        const deliver =
          typeof message.id === 'string' && legacyProtocol === false
            ? deliveryTo(socket, 'data', message.id, log)
            : undefined;
        return {
          ...params,
          context: { caller, connection, deliver },
          formatResponse: (result: ExecutionResult) => maskUnexpectedErrors(result, log),
        };
      },
    },
    webSocketServer,
  );
}

export function serveGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const { server, path, schema } = options;
  const legacy = newWebSocketServer();
  const transportWs = newWebSocketServer();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) {
      socket.destroy();
      return;
    }
    const webSocketServer = asksForTransportWs(request) ? transportWs : legacy;
    // Without the request: the protocol servers would keep it, headers and all, for the socket's
    // life, and nothing here reads it.
    webSocketServer.handleUpgrade(request, socket, head, (webSocket) =>
      webSocketServer.emit('connection', webSocket),
    );
  };
  server.on('upgrade', onUpgrade);

  // One checked document per text and one result per event and operation, whichever protocol
  // its subscribers speak.
  const checkedDocuments = new CheckedDocuments(schema);
  // Every subscriber of a player hears the same event: it runs once for all of them, and goes
  // to each subscriber's socket as it is published.
  const subscribe = sharedSubscribe(
    (context) => callerKey((context as RealtimeContext).caller),
    (context) => (context as RealtimeContext).deliver,
  );
  const subscriptionServer = serveSubscriptionsTransportWs(legacy, {
    ...options,
    checkedDocuments,
    subscribe,
  });
  serveGraphQLTransportWs(transportWs, { ...options, checkedDocuments, subscribe });

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      subscriptionServer.close();
      await Promise.all(
        [...legacy.clients, ...transportWs.clients].map((socket) =>
          closeGracefully(socket, SERVER_RESTART_CLOSE_CODE, 'Server restarting'),
        ),
      );
    },
  };
}

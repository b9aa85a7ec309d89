// GraphQL over WebSocket (the subscriptions-transport-ws protocol, as Apollo's WebSocketLink speaks
// it) on the HTTP server's own port: upgrades of one path are taken from Fastify's server.

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
import { sha256 } from '../../security/tokens.js';
import { isSessionToken } from '../session/index.js';
import { CheckedDocuments } from './checked-documents.js';
import { callerKey, identifyCaller, type Authentication, type Caller } from './caller.js';
import { maskUnexpectedErrors } from './execution.js';
import type { Connection, RealtimeContext } from './schema.js';
import { sharedSubscribe, type Delivery } from './shared-subscribe.js';
import {
  closeGracefully,
  closeWhenExpired,
  SERVER_RESTART_CLOSE_CODE,
  type LoginConnections,
} from './session-end.js';

/** Operations are a few hundred bytes; this bounds what one frame can make the server hold. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Pings find dead peers (their subscriptions would otherwise live forever) and `ka` messages let
 * the client find a dead server; SubscriptionClient expects one within 30 s.
 */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** A client that reads slower than this much queued output is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const KEEP_ALIVE_MESSAGE = JSON.stringify({ type: 'ka' });

/**
 * What connection_init establishes, trusted for every operation: the connection closes when its
 * token's session ends.
 */
interface ConnectionContext {
  caller: Caller;
  connection: Connection;
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

/** `{ authorization }` (or `{ Authorization }`) of connection_init's payload. */
function tokenOf(connectionParams: unknown): string | undefined {
  if (typeof connectionParams !== 'object' || connectionParams === null) return undefined;
  const { authorization, Authorization } = connectionParams as Record<string, unknown>;
  const token = authorization ?? Authorization;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The data message of each result per operation id. A shared operation's result goes to every
 * subscriber of it, nearly all under the same id, so it is serialized and encoded once.
 */
const dataMessages = new WeakMap<ExecutionResult, Map<string, Buffer>>();

function dataMessage(result: ExecutionResult, operationId: string): Buffer {
  let byId = dataMessages.get(result);
  if (byId === undefined) {
    byId = new Map();
    dataMessages.set(result, byId);
  }
  let message = byId.get(operationId);
  if (message === undefined) {
    message = Buffer.from(JSON.stringify({ type: 'data', id: operationId, payload: result }));
    byId.set(operationId, message);
  }
  return message;
}

/** Sends a subscription's results as they are published, as the library would send them. */
function deliveryTo(socket: WebSocket, operationId: string, log: FastifyBaseLogger): Delivery {
  return (result) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(dataMessage(maskUnexpectedErrors(result, log), operationId), { binary: false });
  };
}

function keepAlive(socket: WebSocket): void {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered || socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
    socket.send(KEEP_ALIVE_MESSAGE);
  }, HEARTBEAT_INTERVAL_MS);
  socket.once('close', () => clearInterval(timer));
}

export function serveGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const { server, path, schema, db, loginConnections, log } = options;
  const webSocketServer = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    // Compression would keep zlib state of tens of KiB per socket for messages of a few hundred
    // bytes; ws's default, stated here so it stays off.
    perMessageDeflate: false,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) {
      socket.destroy();
      return;
    }
    // Without the request: the subscription server would keep it, headers and all, for the
    // socket's life, and nothing here reads it.
    webSocketServer.handleUpgrade(request, socket, head, (webSocket) =>
      webSocketServer.emit('connection', webSocket),
    );
  };
  server.on('upgrade', onUpgrade);
  webSocketServer.on('connection', keepAlive);
  const checkedDocuments = new CheckedDocuments(schema);

  /** The caller behind `token`; a database failure is logged, not shown to the client. */
  async function authenticate(token: string): Promise<Authentication> {
    let authentication: Authentication | null;
    try {
      authentication = await identifyCaller(db, token);
    } catch (error) {
      log.error({ err: error }, 'Realtime authentication failed');
      throw new Error('An unexpected error occurred.');
    }
    if (authentication === null) throw authenticationError();
    return authentication;
  }

  const subscriptionServer = SubscriptionServer.create(
    {
      schema,
      execute,
      // Every subscriber of a player hears the same event: it runs once for all of them, and goes
      // to each subscriber's socket as it is published.
      subscribe: sharedSubscribe(
        (context) => callerKey((context as RealtimeContext).caller),
        (context) => (context as RealtimeContext).deliver,
      ),
      // Operations are validated in onOperation, once per distinct text.
      validationRules: [],
      // Throwing refuses the connection: the client gets connection_error, then the socket closes.
      onConnect: async (
        connectionParams: unknown,
        socket: WebSocket,
        protocolConnection: ProtocolConnection,
      ) => {
        const token = tokenOf(connectionParams);
        if (!token) throw authenticationError();
        if (!isSessionToken(token)) loginConnections.track(sha256(token), socket);
        const { caller, expiresAt } = await authenticate(token);
        // Subscriptions end with their connection, even those that start after it closed.
        const closed = new AbortController();
        if (socket.readyState === WebSocket.OPEN) {
          socket.once('close', () => closed.abort());
          closeWhenExpired(socket, expiresAt);
        } else {
          closed.abort();
        }
        const context: ConnectionContext = {
          caller,
          connection: { closed: closed.signal, openSubscriptions: 0 },
          legacyProtocol: protocolConnection.isLegacy,
        };
        return context;
      },
      onOperation: async (
        message: { id?: unknown },
        params: ExecutionParams<Partial<ConnectionContext>>,
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
            ? deliveryTo(socket, message.id, log)
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

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      subscriptionServer.close();
      await Promise.all(
        [...webSocketServer.clients].map((socket) =>
          closeGracefully(socket, SERVER_RESTART_CLOSE_CODE, 'Server restarting'),
        ),
      );
    },
  };
}

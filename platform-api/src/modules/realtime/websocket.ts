// GraphQL over WebSocket (the subscriptions-transport-ws protocol, as Apollo's WebSocketLink speaks
// it) on the HTTP server's own port: upgrades of one path are taken from Fastify's server.

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyBaseLogger } from 'fastify';
import { execute, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { SubscriptionServer, type ExecutionParams } from 'subscriptions-transport-ws';
import { WebSocket, WebSocketServer } from 'ws';

import type { Queryable } from '../../db/pool.js';
import { authenticationError } from '../../http/errors.js';
import { identifyCaller, type Caller } from './caller.js';
import { maskUnexpectedErrors } from './execution.js';
import type { Connection, RealtimeContext } from './schema.js';

/** Operations are a few hundred bytes; this bounds what one frame can make the server hold. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * Pings find dead peers (their subscriptions would otherwise live forever) and `ka` messages let
 * the client find a dead server; SubscriptionClient expects one within 30 s.
 */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** A client that reads slower than this much queued output is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a client gets to answer the close handshake at shutdown. */
const CLOSE_GRACE_MS = 1_000;

const KEEP_ALIVE_MESSAGE = JSON.stringify({ type: 'ka' });

/** What connection_init establishes: the token, re-checked for every operation. */
interface ConnectionContext {
  token: string;
  connection: Connection;
}

export interface GraphQLWebSocketOptions {
  server: Server;
  path: string;
  schema: GraphQLSchema;
  db: Queryable;
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

function closeGracefully(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(1001, 'Server shutting down');
  });
}

export function serveGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const { server, path, schema, db, log } = options;
  const webSocketServer = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) {
      socket.destroy();
      return;
    }
    webSocketServer.handleUpgrade(request, socket, head, (webSocket) =>
      webSocketServer.emit('connection', webSocket, request),
    );
  };
  server.on('upgrade', onUpgrade);
  webSocketServer.on('connection', keepAlive);

  /** The caller behind `token`; a database failure is logged, not shown to the client. */
  async function authenticate(token: string | undefined): Promise<Caller> {
    let caller: Caller | null;
    try {
      caller = await identifyCaller(db, token);
    } catch (error) {
      log.error({ err: error }, 'Realtime authentication failed');
      throw new Error('An unexpected error occurred.');
    }
    if (caller === null) throw authenticationError();
    return caller;
  }

  const subscriptionServer = SubscriptionServer.create(
    {
      schema,
      execute,
      subscribe,
      // Throwing refuses the connection: the client gets connection_error, then the socket closes.
      onConnect: async (connectionParams: unknown, socket: WebSocket) => {
        const token = tokenOf(connectionParams);
        if (token === undefined) throw authenticationError();
        await authenticate(token);
        // Subscriptions end with their connection, even those that start after it closed.
        const closed = new AbortController();
        if (socket.readyState === WebSocket.OPEN) socket.once('close', () => closed.abort());
        else closed.abort();
        const context: ConnectionContext = {
          token,
          connection: { closed: closed.signal, openSubscriptions: 0 },
        };
        return context;
      },
      // A token can expire or be logged out while its connection stays open.
      onOperation: async (
        _message: unknown,
        params: ExecutionParams<Partial<ConnectionContext>>,
      ): Promise<ExecutionParams<RealtimeContext>> => {
        const caller = await authenticate(params.context.token);
        return {
          ...params,
          context: { caller, connection: params.context.connection },
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
      await Promise.all([...webSocketServer.clients].map(closeGracefully));
    },
  };
}

// What both WebSocket protocols share: who a connection is (its token, checked once at
// connection_init and trusted for every operation), how long it lives, how dead or slow peers are
// dropped, and the once-serialized messages of a shared operation's results.

import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { WebSocket } from 'ws';

import type { Queryable } from '../../db/pool.js';
import { authenticationError } from '../../http/errors.js';
import { sha256 } from '../../security/tokens.js';
import { isSessionToken } from '../session/index.js';
import { isSocketTicket, staffSessionLive } from '../staff/index.js';
import { identifyCaller, type Authentication, type Caller } from './caller.js';
import { maskUnexpectedErrors } from './execution.js';
import type { Connection } from './schema.js';
import type { Delivery } from './shared-subscribe.js';
import {
  closeWhenExpired,
  closeWhenStaffSessionEnds,
  type LoginConnections,
} from './session-end.js';

/**
 * Pings find dead peers (their subscriptions would otherwise live forever); the legacy protocol
 * also sends `ka` messages, since SubscriptionClient expects one within 30 s.
 */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** A client that reads slower than this much queued output is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface ConnectionDependencies {
  db: Queryable;
  loginConnections: LoginConnections;
  log: FastifyBaseLogger;
}

/** What connection_init establishes; the connection closes when its token's session ends. */
export interface EstablishedConnection {
  caller: Caller;
  connection: Connection;
}

/** `{ authorization }` (or `{ Authorization }`) of connection_init's payload. */
function tokenOf(connectionParams: unknown): string | undefined {
  if (typeof connectionParams !== 'object' || connectionParams === null) return undefined;
  const { authorization, Authorization } = connectionParams as Record<string, unknown>;
  const token = authorization ?? Authorization;
  return typeof token === 'string' ? token : undefined;
}

/** The caller behind `token`; a database failure is logged, not shown to the client. */
async function authenticate(
  { db, log }: ConnectionDependencies,
  token: string,
): Promise<Authentication> {
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

/**
 * Authenticates connection_init's token for `socket`. Throws the authentication error for a
 * missing or dead token, and a generic error when the check itself failed.
 */
export async function establishConnection(
  dependencies: ConnectionDependencies,
  connectionParams: unknown,
  socket: WebSocket,
): Promise<EstablishedConnection> {
  const token = tokenOf(connectionParams);
  if (!token) throw authenticationError();
  if (!isSessionToken(token) && !isSocketTicket(token)) {
    dependencies.loginConnections.track(sha256(token), socket);
  }
  const { caller, expiresAt } = await authenticate(dependencies, token);
  // Subscriptions end with their connection, even those that start after it closed.
  const closed = new AbortController();
  if (socket.readyState === WebSocket.OPEN) {
    socket.once('close', () => closed.abort());
    closeWhenExpired(socket, expiresAt);
    if (caller.kind === 'staff') {
      const { db, log } = dependencies;
      closeWhenStaffSessionEnds(
        socket,
        () => staffSessionLive(db, caller.sessionHash),
        (error) => log.error({ err: error }, 'Checking the staff session of a socket failed'),
      );
    }
  } else {
    closed.abort();
  }
  return { caller, connection: { closed: closed.signal, openSubscriptions: 0 } };
}

/** Pings `socket` (and sends `keepAliveMessage`, if any) until it closes; drops it if it stalls. */
export function keepAlive(socket: WebSocket, keepAliveMessage?: string): void {
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
    if (keepAliveMessage !== undefined) socket.send(keepAliveMessage);
  }, HEARTBEAT_INTERVAL_MS);
  socket.once('close', () => clearInterval(timer));
}

/**
 * The result message of each result per message type and operation id. A shared operation's
 * result goes to every subscriber of it, nearly all under the same id, so it is serialized and
 * encoded once.
 */
const resultMessages = new WeakMap<ExecutionResult, Map<string, Buffer>>();

function resultMessage(result: ExecutionResult, type: string, operationId: string): Buffer {
  let byKey = resultMessages.get(result);
  if (byKey === undefined) {
    byKey = new Map();
    resultMessages.set(result, byKey);
  }
  const key = `${type}\u0000${operationId}`;
  let message = byKey.get(key);
  if (message === undefined) {
    message = Buffer.from(JSON.stringify({ type, id: operationId, payload: result }));
    byKey.set(key, message);
  }
  return message;
}

/**
 * Sends a subscription's results as they are published, as the protocol's library would send
 * them: in messages of `type` (`data` in the legacy protocol, `next` in graphql-transport-ws).
 */
export function deliveryTo(
  socket: WebSocket,
  type: string,
  operationId: string,
  log: FastifyBaseLogger,
): Delivery {
  return (result) => {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(resultMessage(maskUnexpectedErrors(result, log), type, operationId), {
      binary: false,
    });
  };
}

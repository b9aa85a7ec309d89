// The graphql-transport-ws protocol (the `graphql-ws` library's, maintained), served beside the
// legacy subscriptions-transport-ws on the same path: the same token at connection_init, the same
// checked documents, the same shared subscriptions and the same session end.

import type { GraphQLSchema } from 'graphql';
import { CloseCode, type ServerOptions } from 'graphql-ws';
// Not a React hook, whatever its name says.
import { useServer as attachGraphQLWs, type Extra } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';

import { ApiError } from '../../http/errors.js';
import type { CheckedDocuments } from './checked-documents.js';
import {
  deliveryTo,
  establishConnection,
  keepAlive,
  type ConnectionDependencies,
  type EstablishedConnection,
} from './connection.js';
import { maskUnexpectedErrors } from './execution.js';
import type { RealtimeContext } from './schema.js';
import type { sharedSubscribe } from './shared-subscribe.js';

/** The subprotocol a client asks for to speak it. */
export const GRAPHQL_TRANSPORT_WS_PROTOCOL = 'graphql-transport-ws';

/** How long a client may take to send connection_init before it is closed (4408). */
const CONNECTION_INIT_WAIT_MS = 10_000;

/** What a protocol's server is given: both protocols share the documents and subscriptions. */
export interface ProtocolServerOptions extends ConnectionDependencies {
  schema: GraphQLSchema;
  checkedDocuments: CheckedDocuments;
  /** The subscriptions shared with the other protocol's subscribers (shared-subscribe.ts). */
  subscribe: ReturnType<typeof sharedSubscribe>;
}

/** Refuses connection_init: 4403 with the reason for a bad token, 4500 when checking it failed. */
function refuse(socket: WebSocket, error: unknown): void {
  if (error instanceof ApiError) socket.close(CloseCode.Forbidden, error.message);
  else socket.close(CloseCode.InternalServerError, 'An unexpected error occurred.');
}

/** Serves graphql-transport-ws on the sockets `webSocketServer` accepts. */
export function serveGraphQLTransportWs(
  webSocketServer: WebSocketServer,
  options: ProtocolServerOptions,
): void {
  const { schema, checkedDocuments, subscribe, log } = options;
  const connections = new WeakMap<WebSocket, EstablishedConnection>();
  const serverOptions: ServerOptions<Record<string, unknown> | undefined, Extra> = {
    schema,
    subscribe,
    connectionInitWaitTimeout: CONNECTION_INIT_WAIT_MS,
    onConnect: async ({ connectionParams, extra: { socket } }) => {
      try {
        connections.set(socket, await establishConnection(options, connectionParams, socket));
        return true;
      } catch (error) {
        refuse(socket, error);
        // The library's own 4403 then finds the socket already closing.
        return false;
      }
    },
    onSubscribe: ({ extra: { socket } }, id, payload) => {
      // The library answers a subscribe before connection_ack with 4401 itself.
      const { caller, connection } = connections.get(socket) as EstablishedConnection;
      const checked = checkedDocuments.check(payload.query);
      if (Array.isArray(checked)) return checked;
      const contextValue: RealtimeContext = {
        caller,
        connection,
        deliver: deliveryTo(socket, 'next', id, log),
      };
      return {
        schema,
        document: checked as Exclude<typeof checked, readonly unknown[]>,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue,
      };
    },
    onNext: (_context, _id, _payload, _args, result) => {
      const { errors, ...masked } = maskUnexpectedErrors(result, log);
      return errors === undefined ? masked : { ...masked, errors: errors.map((e) => e.toJSON()) };
    },
  };
  // Its own keep-alive is off: ours also drops peers that read too slowly.
  attachGraphQLWs(serverOptions, webSocketServer, 0);
  webSocketServer.on('connection', (socket: WebSocket) => keepAlive(socket));
}

import { ApolloClient, InMemoryCache } from '@apollo/client';
import { WebSocketLink } from '@apollo/client/link/ws';
import { SubscriptionClient } from 'subscriptions-transport-ws';

import { realtimeUrl } from './realtimeUrl';

export { realtimeUrl };

export interface RealtimeClient {
  apollo: ApolloClient<unknown>;
  close: () => void;
}

export interface RealtimeClientOptions {
  url?: string;
  authorization: string;
  onSessionEnded?: () => void;
  /** The connection came back after a drop: events sent meanwhile were not heard. */
  onReconnected?: () => void;
}

/** The realtime server closes a connection with this code when its login session ends. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The browser's WebSocket, reporting a close for an ended session: subscriptions-transport-ws
 * hides close codes and would only reconnect with the dead token.
 */
export function sessionEndingWebSocket(
  onSessionEnded: () => void,
  BaseWebSocket: typeof WebSocket = WebSocket,
): typeof WebSocket {
  return class SessionEndingWebSocket extends BaseWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('close', (event) => {
        if (event.code === SESSION_ENDED_CLOSE_CODE) onSessionEnded();
      });
    }
  };
}

/**
 * One Apollo client over one WebSocket (subscriptions-transport-ws protocol), authenticated by the
 * connection params; it reconnects by itself after a network drop (reported through
 * `onReconnected`), and reports the end of the login session through `onSessionEnded`.
 */
export function createRealtimeClient({
  url = realtimeUrl(),
  authorization,
  onSessionEnded = () => undefined,
  onReconnected = () => undefined,
}: RealtimeClientOptions): RealtimeClient {
  const subscriptionClient = new SubscriptionClient(
    url,
    { reconnect: true, lazy: true, connectionParams: () => ({ authorization }) },
    sessionEndingWebSocket(onSessionEnded),
  );
  subscriptionClient.onReconnected(onReconnected);
  const apollo = new ApolloClient({
    link: new WebSocketLink(subscriptionClient),
    cache: new InMemoryCache(),
  });
  return {
    apollo,
    close: () => {
      apollo.stop();
      subscriptionClient.close(true);
    },
  };
}

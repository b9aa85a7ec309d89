import { ApolloClient, InMemoryCache } from '@apollo/client';
import { WebSocketLink } from '@apollo/client/link/ws';
import { SubscriptionClient } from 'subscriptions-transport-ws';

/** The realtime service sits behind the page's own origin, like the REST API. */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

export interface RealtimeClient {
  apollo: ApolloClient<unknown>;
  close: () => void;
}

/**
 * One Apollo client over one WebSocket (subscriptions-transport-ws protocol), authenticated by the
 * connection params; it reconnects by itself after a network drop.
 */
export function createRealtimeClient({
  url = realtimeUrl(),
  authorization,
}: {
  url?: string;
  authorization: string;
}): RealtimeClient {
  const subscriptionClient = new SubscriptionClient(url, {
    reconnect: true,
    lazy: true,
    connectionParams: () => ({ authorization }),
  });
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

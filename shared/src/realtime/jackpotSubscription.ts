import type { JackpotEvent } from '@croupier/contracts';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import { realtimeUrl } from './realtimeUrl';

// Plain text over the protocol's own client, without Apollo: visitors of the home page follow
// the jackpot, and this is all of the realtime code they load.
const JACKPOT = `
  subscription Jackpot($brandId: String!) {
    jackpot(brandId: $brandId) {
      brandId
      currency
      totalJackpot
    }
  }
`;

export interface JackpotFollower {
  brandId: string;
  /** A login token, or a visitor's session token. */
  authorization: string;
  onJackpot: (jackpot: JackpotEvent) => void;
}

/** One WebSocket following the brand's jackpot; reconnects after a drop. Returns the stop. */
export function subscribeJackpot(
  { brandId, authorization, onJackpot }: JackpotFollower,
  BaseWebSocket: typeof WebSocket = WebSocket,
): () => void {
  const client = new SubscriptionClient(
    realtimeUrl(),
    { reconnect: true, lazy: true, connectionParams: () => ({ authorization }) },
    BaseWebSocket,
  );
  const subscription = client.request({ query: JACKPOT, variables: { brandId } }).subscribe({
    next: ({ data }) => {
      const jackpot = (data as { jackpot?: JackpotEvent | null } | null | undefined)?.jackpot;
      if (jackpot) onJackpot(jackpot);
    },
    error: (error: unknown) => console.error('jackpot subscription failed', error),
  });
  return () => {
    subscription.unsubscribe();
    client.close(true);
  };
}

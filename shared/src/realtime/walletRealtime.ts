import type { BonusGrantEvent, NewBalanceEvent } from '@croupier/contracts';
import { eventBus } from '../events/eventBus';
import { applyBalanceChanged, refreshBalances } from '../user/balances';
import { watchBalanceSequence } from './balanceSequence';
import {
  BONUS_GRANT,
  COUNT_LOGIN,
  NEW_BALANCE,
  PAYMENT_DECISIONS,
  type PaymentDecisionAnswer,
  paymentDecisionOf,
} from './documents';
import { createRealtimeClient, type RealtimeClient } from './realtimeClient';

let connection: { client: RealtimeClient; authorization: string; stop: () => void } | null = null;

/**
 * Follows the logged-in player's wallet: `newBalance` updates the user store (the header balance
 * changes without a reload), payment decisions are raised as `wallet:paymentDecided` and
 * `bonusGrant` as `bonus:grantChanged` on the bus. After a skipped sequence number or a
 * reconnection the balance is fetched again, once (`watchBalanceSequence`).
 */
export function connectWalletRealtime({
  authorization,
  brandUsername,
  createClient = createRealtimeClient,
  refetchBalances = refreshBalances,
}: {
  authorization: string;
  brandUsername: string;
  createClient?: typeof createRealtimeClient;
  refetchBalances?: () => Promise<unknown>;
}): RealtimeClient {
  if (connection?.authorization === authorization) return connection.client;
  disconnectWalletRealtime();
  const sequence = watchBalanceSequence(() => {
    refetchBalances().catch((error: unknown) =>
      console.error('Refetching the balance failed', error),
    );
  });
  const client = createClient({
    authorization,
    onSessionEnded: () => eventBus.emit('session:expired'),
    onReconnected: () => sequence.reconnected(),
  });
  const balances = client.apollo
    .subscribe<{ newBalance: NewBalanceEvent }>({
      query: NEW_BALANCE,
      variables: { brandUsername },
    })
    .subscribe({
      next: ({ data }) => {
        if (!data) return;
        applyBalanceChanged(data.newBalance);
        sequence.pushed(data.newBalance.sequence);
      },
      error: (error: unknown) => console.error('newBalance subscription failed', error),
    });
  const notifications = client.apollo
    .subscribe<PaymentDecisionAnswer>({
      query: PAYMENT_DECISIONS,
      variables: { brandUsername },
    })
    .subscribe({
      next: ({ data }) => data && eventBus.emit('wallet:paymentDecided', paymentDecisionOf(data)),
      error: (error: unknown) => console.error('payment decisions subscription failed', error),
    });
  const grants = client.apollo
    .subscribe<{ bonusGrant: BonusGrantEvent }>({
      query: BONUS_GRANT,
      variables: { brandUsername },
    })
    .subscribe({
      next: ({ data }) => data && eventBus.emit('bonus:grantChanged', data.bonusGrant),
      error: (error: unknown) => console.error('bonusGrant subscription failed', error),
    });
  connection = {
    client,
    authorization,
    stop: () => {
      balances.unsubscribe();
      notifications.unsubscribe();
      grants.unsubscribe();
      client.close();
    },
  };
  return client;
}

export function disconnectWalletRealtime(): void {
  connection?.stop();
  connection = null;
}

/** Sent once per login; a failure is only logged, as it must never disturb the player. */
export async function countLogin(client: RealtimeClient): Promise<void> {
  try {
    await client.apollo.mutate({ mutation: COUNT_LOGIN });
  } catch (error) {
    console.error('countLogin failed', error);
  }
}

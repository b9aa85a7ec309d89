import type { BonusGrantEvent, PaymentNotification } from '@croupier/contracts';
import type * as WalletRealtime from './walletRealtime';

declare module '../events/eventBus' {
  interface AppEvents {
    /** An operator decided one of the player's deposits or withdrawals. */
    'wallet:paymentDecided': PaymentNotification;
    /** One of the player's bonus grants became active, converted, was forfeited or expired. */
    'bonus:grantChanged': BonusGrantEvent;
  }
}

// Apollo and the WebSocket client are loaded when a player logs in, never for an anonymous visit.
let loading: Promise<typeof WalletRealtime> | null = null;

function loadWalletRealtime(): Promise<typeof WalletRealtime> {
  loading ??= import('./walletRealtime');
  return loading;
}

export interface WalletRealtimeSession {
  authorization: string;
  brandUsername: string;
  /** A fresh login (not a reload with a stored token) is counted once. */
  countThisLogin: boolean;
}

/**
 * Follows the logged-in player's wallet over the realtime service once its code has loaded, and
 * returns the stop. Starts and stops run in call order, as they all wait on the same load.
 */
export function startWalletRealtime({
  authorization,
  brandUsername,
  countThisLogin,
}: WalletRealtimeSession): () => void {
  let stopped = false;
  void loadWalletRealtime().then((realtime) => {
    if (stopped) return;
    const client = realtime.connectWalletRealtime({ authorization, brandUsername });
    if (countThisLogin) void realtime.countLogin(client);
  });
  return () => {
    stopped = true;
    void loadWalletRealtime().then((realtime) => realtime.disconnectWalletRealtime());
  };
}

/** Closes the player's realtime connection (a logged-in player has its code loaded already). */
export async function stopWalletRealtime(): Promise<void> {
  (await loadWalletRealtime()).disconnectWalletRealtime();
}

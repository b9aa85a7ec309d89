// Test support: the subscriptions-transport-ws client that Apollo's WebSocketLink wraps, over `ws`.

import type { ExecutionResult } from 'graphql';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import WebSocket from 'ws';

const DEFAULT_WAIT_MS = 5_000;

/** Connects with these connection_init params; rejects with the server's refusal message. */
export function connectRealtime(
  url: string,
  connectionParams: Record<string, unknown>,
): Promise<SubscriptionClient> {
  return new Promise((resolve, reject) => {
    const client = new SubscriptionClient(
      url,
      {
        connectionParams,
        connectionCallback: (error) => {
          if (error === undefined || error === null) {
            resolve(client);
            return;
          }
          reject(new Error((error as unknown as { message: string }).message));
          client.close();
        },
      },
      WebSocket,
    );
    client.onDisconnected(() => reject(new Error('Disconnected before connection_ack')));
  });
}

/** The results of one operation, in order; errors arrive as results with `errors`. */
export class ResultStream {
  readonly #results: ExecutionResult[] = [];
  #wake: (() => void) | undefined;
  readonly #subscription: { unsubscribe(): void };

  constructor(client: SubscriptionClient, query: string, variables: Record<string, unknown> = {}) {
    this.#subscription = client.request({ query, variables }).subscribe({
      next: (result) => this.#add(result),
      error: (errors: unknown) => this.#add({ errors } as ExecutionResult),
    });
  }

  #add(result: ExecutionResult) {
    this.#results.push(result);
    this.#wake?.();
  }

  /** The next result; rejects when none arrives within `waitMs`. */
  async next(waitMs = DEFAULT_WAIT_MS): Promise<ExecutionResult> {
    const deadline = Date.now() + waitMs;
    while (this.#results.length === 0) {
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) throw new Error(`No result within ${waitMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remainingMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = undefined;
    }
    return this.#results.shift() as ExecutionResult;
  }

  stop(): void {
    this.#subscription.unsubscribe();
  }
}

/** Runs a query or mutation over the WebSocket and answers its single result. */
export async function requestOnce(
  client: SubscriptionClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<ExecutionResult> {
  const stream = new ResultStream(client, query, variables);
  try {
    return await stream.next();
  } finally {
    stream.stop();
  }
}

export const NEW_BALANCE = `
  subscription NewBalance($brandUsername: String!) {
    newBalance(brandUsername: $brandUsername) { walletBalance activeWallet brandUsername }
  }`;

export const BONUS_GRANT = `
  subscription BonusGrant($brandUsername: String!) {
    bonusGrant(brandUsername: $brandUsername) { brandUsername grantId status currency amount }
  }`;

export const PLAYER_NOTIF_DEPOWD = `
  subscription PlayerNotifDepoWd($brandUsername: String!) {
    playerNotifDepoWd(brandUsername: $brandUsername) {
      amount brandUsername currency transactionStatus transactionType
    }
  }`;

export const COUNT_LOGIN = 'mutation CountLogin { countLogin { message } }';

export const GET_DEPOWD = `
  query GetDepoWd($brandId: String!) {
    getDepoWd(brandId: $brandId) { amount currency currencyLogo username transactionType }
  }`;

export const JACKPOT = `
  subscription Jackpot($brandId: String!) {
    jackpot(brandId: $brandId) { brandId currency totalJackpot }
  }`;

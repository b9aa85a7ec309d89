// Test support: the subscriptions-transport-ws client that Apollo's WebSocketLink wraps, and the
// graphql-ws client of the graphql-transport-ws protocol, both over `ws`.

import type { ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
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

/** A close of a graphql-transport-ws connection, as its client reports it. */
export interface TransportWsClose {
  code: number;
  reason: string;
}

/**
 * A graphql-ws client connected with these connection_init params; rejects with the server's
 * close when it refuses them. `closed` settles with the close that ends the connection.
 */
export function connectTransportWs(
  url: string,
  connectionParams: Record<string, unknown>,
): Promise<{ client: Client; closed: Promise<TransportWsClose> }> {
  let onClosed: (close: TransportWsClose) => void = () => undefined;
  const closed = new Promise<TransportWsClose>((resolve) => {
    onClosed = resolve;
  });
  return new Promise((resolve, reject) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => resolve({ client, closed }),
        closed: (event) => {
          const { code, reason } = event as TransportWsClose;
          onClosed({ code, reason: String(reason) });
          reject(new Error(`Closed ${code}: ${String(reason)}`));
        },
      },
    });
  });
}

/** The results of one operation, in order; errors arrive as results with `errors`. */
export class ResultStream {
  readonly #results: ExecutionResult[] = [];
  #wake: (() => void) | undefined;
  readonly #unsubscribe: () => void;

  constructor(
    client: SubscriptionClient | Client,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const sink = {
      next: (result: ExecutionResult) => this.#add(result),
      error: (errors: unknown) => this.#add({ errors } as ExecutionResult),
    };
    if (client instanceof SubscriptionClient) {
      const subscription = client.request({ query, variables }).subscribe(sink);
      this.#unsubscribe = () => subscription.unsubscribe();
    } else {
      this.#unsubscribe = client.subscribe<ExecutionResult['data']>(
        { query, variables },
        { ...sink, complete: () => undefined },
      );
    }
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
    this.#unsubscribe();
  }
}

/** Runs a query or mutation over the WebSocket and answers its single result. */
export async function requestOnce(
  client: SubscriptionClient | Client,
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

// Turns the wallet's NOTIFY events into subscription payloads for this process's subscribers.

import type { DepoWdNotification, NewBalanceEvent } from '@croupier/contracts';
import type { FastifyBaseLogger } from 'fastify';

import { parseWalletEvent } from './events.js';
import { Topics } from './topics.js';

export type LoadBalanceSnapshot = (playerId: string) => Promise<NewBalanceEvent>;

export class RealtimeFeed {
  /** newBalance subscribers by player id: the event names the player, and so does a resync. */
  readonly balances = new Topics<NewBalanceEvent>();
  /** playerNotifDepoWd subscribers by brandUsername, which is all the event names. */
  readonly depoWdDecisions = new Topics<DepoWdNotification>();
  /** Players whose snapshot is loading; `again` asks for one more load after this one. */
  readonly #loading = new Map<string, { again: boolean }>();

  constructor(
    private readonly loadSnapshot: LoadBalanceSnapshot,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One NOTIFY payload of the wallet events channel. */
  receive(payload: string): void {
    const event = parseWalletEvent(payload);
    if (event === null) {
      this.log.warn({ payload }, 'Ignoring a malformed realtime event');
      return;
    }
    if (event.kind === 'balanceChanged') {
      this.refreshBalance(event.playerId);
    } else {
      const { amount, brandUsername, currency, transactionStatus, transactionType } = event;
      this.depoWdDecisions.publish(brandUsername, {
        amount,
        brandUsername,
        currency,
        transactionStatus,
        transactionType,
      });
    }
  }

  /** After the LISTEN connection came back: events may have been missed, so resend balances. */
  resync(): void {
    for (const playerId of this.balances.keys()) this.refreshBalance(playerId);
  }

  /**
   * Pushes the player's current snapshot to all of its subscribers, loading it once for all of
   * them. Loads of one player never overlap: a change during a load causes one more load after
   * it, so a slow early load can never overwrite a newer balance.
   */
  refreshBalance(playerId: string): void {
    if (!this.balances.has(playerId)) return;
    const running = this.#loading.get(playerId);
    if (running !== undefined) {
      running.again = true;
      return;
    }
    const state = { again: true };
    this.#loading.set(playerId, state);
    void (async () => {
      while (state.again && this.balances.has(playerId)) {
        state.again = false;
        try {
          this.balances.publish(playerId, await this.loadSnapshot(playerId));
        } catch (error) {
          this.log.error({ err: error, playerId }, 'Loading a balance for newBalance failed');
        }
      }
      this.#loading.delete(playerId);
    })();
  }
}

// Turns the outbox's events, delivered to this process in order (EventOrder), into subscription
// payloads for this process's subscribers.

import type { PaymentNotification, NewBalanceEvent, PaymentQueueChange } from '@croupier/contracts';
import type { FastifyBaseLogger } from 'fastify';

import type { DeliveredEvent } from '../wallet-events/index.js';
import { BrandScopedTopic } from './brand-topic.js';
import { GrantFeed, type LoadGrantStates } from './grant-feed.js';
import { JackpotFeed, type LoadJackpot } from './jackpot-feed.js';
import { Topics, type Subscriber } from './topics.js';

export type LoadBalanceSnapshot = (playerId: string) => Promise<NewBalanceEvent>;

export class RealtimeFeed {
  /** newBalance subscribers by player id: the event names the player, and so does a resync. */
  readonly balances = new Topics<NewBalanceEvent>();
  /** Payment decisions' subscribers by brandUsername, which is all the event names. */
  readonly paymentDecisions = new Topics<PaymentNotification>();
  /** paymentQueue subscribers (staff), each hearing the brands of its scope. */
  readonly paymentQueue = new BrandScopedTopic<PaymentQueueChange>();
  /** jackpot subscribers by brand id, and the loads of their values. */
  readonly jackpots: JackpotFeed;
  /** bonusGrant subscribers by player id, and what their grants were when last seen. */
  readonly grants: GrantFeed;
  /** Players whose snapshot is loading, and who the next load of each is for. */
  readonly #loading = new Map<string, PendingLoad>();
  /** The number of the latest balance change pushed, per followed player. */
  readonly #lastSequence = new Map<string, number>();

  constructor(
    private readonly loadSnapshot: LoadBalanceSnapshot,
    private readonly log: FastifyBaseLogger,
    loadJackpot: LoadJackpot,
    loadGrants: LoadGrantStates,
  ) {
    this.jackpots = new JackpotFeed(loadJackpot, log);
    this.grants = new GrantFeed(loadGrants, log);
  }

  /** One event of the outbox (a login session's end is not the feed's). */
  receive({ event, sequence }: DeliveredEvent): void {
    if (event.kind === 'balanceChanged') {
      this.#refreshBalance(event.playerId, sequence);
      this.grants.changed(event.playerId);
    } else if (event.kind === 'jackpotChanged') {
      this.jackpots.changed(event.brandId);
    } else if (event.kind === 'paymentDecided') {
      const { amount, brandUsername, currency, transactionStatus, transactionType } = event;
      this.paymentDecisions.publish(brandUsername, {
        amount,
        brandUsername,
        currency,
        transactionStatus,
        transactionType,
      });
    } else if (event.kind === 'paymentQueueChanged') {
      const { brandId, transactionId, change } = event;
      this.paymentQueue.publish(brandId, { brandId, transactionId, change });
    }
  }

  /** After the transport's connection came back: events may have been missed, so resend values. */
  resync(): void {
    for (const playerId of this.balances.keys()) this.#refreshBalance(playerId, null);
    this.jackpots.resync();
    this.grants.resync();
  }

  /** Pushes the player's current snapshot to all of its subscribers, loading it once for all. */
  #refreshBalance(playerId: string, sequence: number | null): void {
    if (!this.balances.has(playerId)) return;
    this.#load(playerId, (pending) => {
      pending.everyone = true;
      if (sequence !== null) pending.sequences.push(sequence);
    });
  }

  /**
   * Gives a new subscriber the player's current snapshot, and no one else: the subscribers who
   * join while a load runs share the next one.
   */
  greet(playerId: string, subscriber: Subscriber<NewBalanceEvent>): void {
    this.#load(playerId, (pending) => pending.newcomers.add(subscriber));
  }

  /**
   * Notes in the player's next load who it is for, and starts loading unless a load runs. Loads
   * of one player never overlap: a change during a load causes one more load after it, so a slow
   * early load can never overwrite a newer balance.
   */
  #load(playerId: string, note: (pending: PendingLoad) => void): void {
    const running = this.#loading.get(playerId);
    if (running !== undefined) {
      note(running);
      return;
    }
    const pending: PendingLoad = { everyone: false, newcomers: new Set(), sequences: [] };
    note(pending);
    this.#loading.set(playerId, pending);
    void this.#loadWhilePending(playerId, pending);
  }

  async #loadWhilePending(playerId: string, pending: PendingLoad): Promise<void> {
    while ((pending.everyone || pending.newcomers.size > 0) && this.balances.has(playerId)) {
      const { everyone, newcomers, sequences } = pending;
      pending.everyone = false;
      pending.newcomers = new Set();
      pending.sequences = [];
      try {
        const snapshot = await this.loadSnapshot(playerId);
        if (everyone) {
          // One push per change it includes, so a client sees every number and no false gap.
          const latest = Math.max(this.#lastSequence.get(playerId) ?? 0, ...sequences);
          if (latest > 0) this.#lastSequence.set(playerId, latest);
          const numbered = sequences.length > 0 ? sequences : [this.#lastSequence.get(playerId)];
          for (const sequence of numbered) {
            this.balances.publish(playerId, withSequence(snapshot, sequence));
          }
          // Those who joined during the load had it too; a change it missed asked for one more.
          pending.newcomers.clear();
        } else {
          const numbered = withSequence(snapshot, this.#lastSequence.get(playerId));
          for (const subscriber of newcomers) subscriber.push(numbered);
        }
      } catch (error) {
        this.log.error({ err: error, playerId }, 'Loading a balance for newBalance failed');
      }
    }
    this.#loading.delete(playerId);
    if (!this.balances.has(playerId)) this.#lastSequence.delete(playerId);
  }
}

function withSequence(snapshot: NewBalanceEvent, sequence: number | undefined): NewBalanceEvent {
  return sequence === undefined ? snapshot : { ...snapshot, sequence };
}

/** Who the next load of one player's snapshot is for. */
interface PendingLoad {
  /** A change happened: every subscriber needs the new snapshot. */
  everyone: boolean;
  /** Subscribers who have not had a snapshot yet. */
  newcomers: Set<Subscriber<NewBalanceEvent>>;
  /** The numbers of the changes that asked for it, in order. */
  sequences: number[];
}

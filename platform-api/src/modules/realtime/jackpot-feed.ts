// The brands' jackpot values for this process's `jackpot` subscribers (docs/jackpot.md). Bets
// change a pool many times a second; its subscribers hear it at most once per
// JACKPOT_PUSH_INTERVAL_MS, which bounds both the reads and the messages, and the widget animates
// in between.

import type { JackpotEvent } from '@croupier/contracts';
import type { FastifyBaseLogger } from 'fastify';

import { Topics, type Subscriber } from './topics.js';

export const JACKPOT_PUSH_INTERVAL_MS = 1000;

/** The brand's jackpot now; null when it has none. */
export type LoadJackpot = (brandId: string) => Promise<JackpotEvent | null>;

/** Who the next load of one brand's jackpot is for. */
interface PendingLoad {
  /** The pool changed: every subscriber needs the new value. */
  everyone: boolean;
  /** Subscribers who have not had a value yet. */
  newcomers: Set<Subscriber<JackpotEvent>>;
  timer: NodeJS.Timeout;
}

export class JackpotFeed {
  /** jackpot subscribers by brand id. */
  readonly topics = new Topics<JackpotEvent>();
  readonly #pending = new Map<string, PendingLoad>();
  /** The load running per brand: loads of one brand never overlap, so none overtakes another. */
  readonly #running = new Map<string, Promise<void>>();
  readonly #lastLoadAt = new Map<string, number>();

  constructor(
    private readonly load: LoadJackpot,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = JACKPOT_PUSH_INTERVAL_MS,
  ) {}

  /** The brand's pool may have changed: its subscribers hear the value at the next push. */
  changed(brandId: string): void {
    if (!this.topics.has(brandId)) return;
    this.#schedule(brandId, (pending) => {
      pending.everyone = true;
    });
  }

  /** A new subscriber hears the value at the next push, which others hear only if it changed. */
  greet(brandId: string, subscriber: Subscriber<JackpotEvent>): void {
    this.#schedule(brandId, (pending) => pending.newcomers.add(subscriber));
  }

  /** After the LISTEN connection came back: changes may have been missed. */
  resync(): void {
    for (const brandId of this.topics.keys()) this.changed(brandId);
  }

  close(): void {
    for (const pending of this.#pending.values()) clearTimeout(pending.timer);
    this.#pending.clear();
  }

  #schedule(brandId: string, note: (pending: PendingLoad) => void): void {
    const scheduled = this.#pending.get(brandId);
    if (scheduled !== undefined) {
      note(scheduled);
      return;
    }
    const sinceLastMs = Date.now() - (this.#lastLoadAt.get(brandId) ?? -Infinity);
    const pending: PendingLoad = {
      everyone: false,
      newcomers: new Set(),
      timer: setTimeout(
        () => this.#push(brandId, pending),
        Math.max(0, this.intervalMs - sinceLastMs),
      ),
    };
    note(pending);
    this.#pending.set(brandId, pending);
  }

  #push(brandId: string, pending: PendingLoad): void {
    // Changes from now on ask for the next push.
    this.#pending.delete(brandId);
    const previous = this.#running.get(brandId) ?? Promise.resolve();
    const running = previous.then(async () => {
      this.#lastLoadAt.set(brandId, Date.now());
      try {
        const value = await this.load(brandId);
        if (value === null) return;
        if (pending.everyone) this.topics.publish(brandId, value);
        else for (const subscriber of pending.newcomers) subscriber.push(value);
      } catch (error) {
        this.log.error({ err: error, brandId }, 'Loading a jackpot failed');
      }
    });
    this.#running.set(brandId, running);
    void running.finally(() => {
      if (this.#running.get(brandId) === running) this.#running.delete(brandId);
    });
  }
}

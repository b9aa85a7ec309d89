// The `bonusGrant` subscription: what happened to a player's bonus grants. A grant changes status
// inside the money transaction that moves its money (a claim, an approval, a bet that meets the
// wagering, a withdrawal, the expiry sweeper), which publishes only a balance change; so after each
// balance change of a followed player, this feed reads the player's grants and announces each one
// whose status differs from what it last saw.

import type { BonusGrantEvent } from '@croupier/contracts';
import type { FastifyBaseLogger } from 'fastify';

import { Topics } from './topics.js';

/** A grant as the feed compares it: its event, whose status is what changes. */
export type GrantState = BonusGrantEvent;

export type LoadGrantStates = (playerId: string) => Promise<GrantState[]>;

export class GrantFeed {
  /** bonusGrant subscribers by player id. */
  readonly topics = new Topics<BonusGrantEvent>();
  /** Per followed player, each grant's status as last seen. */
  readonly #seen = new Map<string, Map<string, GrantState['status']>>();
  /** Per player, the read in progress: reads of one player run one after another. */
  readonly #reading = new Map<string, Promise<void>>();

  constructor(
    private readonly load: LoadGrantStates,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new subscriber: what the player's grants are now is the baseline, announced to no one. */
  greet(playerId: string): void {
    this.#read(playerId, false);
  }

  /** The player's money moved: announce the grants whose status changed. */
  changed(playerId: string): void {
    if (this.topics.has(playerId)) this.#read(playerId, true);
    else this.#seen.delete(playerId);
  }

  /** After the LISTEN connection came back: changes may have been missed. */
  resync(): void {
    for (const playerId of this.topics.keys()) this.changed(playerId);
  }

  #read(playerId: string, announce: boolean): void {
    const previous = this.#reading.get(playerId) ?? Promise.resolve();
    const next = previous.then(() => this.#compare(playerId, announce));
    this.#reading.set(playerId, next);
    void next.finally(() => {
      if (this.#reading.get(playerId) === next) this.#reading.delete(playerId);
    });
  }

  async #compare(playerId: string, announce: boolean): Promise<void> {
    try {
      const states = await this.load(playerId);
      const seen = this.#seen.get(playerId);
      if (announce && seen !== undefined) {
        for (const state of states) {
          if (seen.get(state.grantId) !== state.status) this.topics.publish(playerId, state);
        }
      }
      this.#seen.set(playerId, new Map(states.map((state) => [state.grantId, state.status])));
    } catch (error) {
      this.log.error({ err: error, playerId }, 'Loading bonus grants for bonusGrant failed');
    }
  }
}

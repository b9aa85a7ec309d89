// Puts the events delivered to this process in order, once each. Transports deliver at least once
// and, across processes, not always in commit order: a repeat (an outbox id seen lately) is
// dropped, and a player's event that arrives early waits (at most GAP_WAIT_MS) for those before it
// in the player's sequence. One that arrives late still goes on: two deliverers can split one
// transaction's rows, so a process may hear of a player first through a later event.

import type { DeliveredEvent } from '../wallet-events/index.js';

/** How long an event waits for an earlier one of its player before it goes on without it. */
export const GAP_WAIT_MS = 2_000;
/** Players and event ids remembered: beyond this, the oldest are forgotten. */
const REMEMBERED = 100_000;

interface Player {
  last: number;
  /** Events past a gap, by sequence, and the timer that stops waiting for it. */
  held: Map<number, DeliveredEvent>;
  timer?: NodeJS.Timeout;
}

export class EventOrder {
  readonly #players = new Map<string, Player>();
  readonly #seenIds = new Set<string>();

  constructor(
    private readonly dispatch: (entry: DeliveredEvent) => void,
    private readonly gapWaitMs = GAP_WAIT_MS,
  ) {}

  accept(entry: DeliveredEvent): void {
    if (!remember(this.#seenIds, entry.id)) return;
    const { playerId, sequence } = entry;
    if (playerId === null || sequence === null) {
      this.dispatch(entry);
      return;
    }
    const player = this.#players.get(playerId);
    if (player === undefined) {
      // The first event of a player this process hears of: nothing before it is awaited.
      remember(this.#players, playerId, { last: sequence, held: new Map() });
      this.dispatch(entry);
    } else if (sequence <= player.last) {
      // Overtaken, or given up on: its change is still news to those who follow the player.
      this.dispatch(entry);
    } else if (sequence === player.last + 1) {
      player.last = sequence;
      this.dispatch(entry);
      this.#releaseFollowing(player);
    } else {
      player.held.set(sequence, entry);
      player.timer ??= setTimeout(() => this.#giveUpWaiting(player), this.gapWaitMs).unref();
    }
  }

  close(): void {
    for (const player of this.#players.values()) clearTimeout(player.timer);
  }

  /** Dispatches the held events that now follow on. */
  #releaseFollowing(player: Player): void {
    for (
      let next = player.held.get(player.last + 1);
      next;
      next = player.held.get(player.last + 1)
    ) {
      player.held.delete(player.last + 1);
      player.last += 1;
      this.dispatch(next);
    }
    if (player.held.size === 0) {
      clearTimeout(player.timer);
      player.timer = undefined;
    }
  }

  /** The missing events are not coming: the held ones go on, in order. */
  #giveUpWaiting(player: Player): void {
    player.timer = undefined;
    for (const sequence of [...player.held.keys()].toSorted((a, b) => a - b)) {
      const entry = player.held.get(sequence)!;
      player.held.delete(sequence);
      player.last = sequence;
      this.dispatch(entry);
    }
  }
}

/** Adds `key` (with `value` for a map), forgetting the oldest beyond REMEMBERED; false if known. */
function remember(set: Set<string>, key: string): boolean;
function remember<V>(map: Map<string, V>, key: string, value: V): boolean;
function remember<V>(store: Set<string> | Map<string, V>, key: string, value?: V): boolean {
  if (store.has(key)) return false;
  if (store instanceof Set) store.add(key);
  else store.set(key, value as V);
  if (store.size > REMEMBERED) store.delete(store.keys().next().value as string);
  return true;
}

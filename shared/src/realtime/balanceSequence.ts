/**
 * Watches the sequence numbers of a player's `newBalance` pushes (each the number of the latest
 * balance change the snapshot includes; the server sends every number, docs/architecture.md
 * "Realtime event flow"). A number skipped, or a reconnection, means a change may have gone
 * unheard: the balance is fetched again, once for that gap. Pushes without a number (a server
 * that does not send them) change nothing.
 */
export interface BalanceSequenceWatch {
  /** A push arrived with this number (or none). */
  pushed(sequence: number | null | undefined): void;
  /** The connection came back: pushes may have been missed while it was down. */
  reconnected(): void;
}

export function watchBalanceSequence(refetch: () => void): BalanceSequenceWatch {
  let last: number | undefined;
  return {
    pushed(sequence) {
      if (typeof sequence !== 'number') return;
      if (last !== undefined && sequence > last + 1) refetch();
      last = Math.max(last ?? sequence, sequence);
    },
    reconnected() {
      // The server greets the new subscription with a snapshot; numbers start afresh from it.
      last = undefined;
      refetch();
    },
  };
}

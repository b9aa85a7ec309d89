// The messages between bench:realtime and its load generators (bench-realtime-sockets.ts).

export interface Follower {
  authorization: string;
  brandUsername: string;
}

export type SocketsCommand =
  /** Open one socket per follower, `concurrency` handshakes at a time. */
  | { type: 'open'; url: string; followers: Follower[]; concurrency: number }
  /** Note when each socket hears an IDR total of `balance`; report after all did or the timeout. */
  | { type: 'expect'; balance: number; timeoutMs: number }
  /** From now on, a socket that closes opens again on one of `urls` (round robin), resubscribed. */
  | { type: 'failover'; urls: string[] }
  | { type: 'stop' };

export type SocketsReport =
  | { type: 'opened'; sockets: number; failures: number; elapsedMs: number }
  | { type: 'expecting' }
  /** Per socket, its player and when it heard the balance (epoch ms), null if it did not. */
  | {
      type: 'heard';
      brandUsernames: string[];
      heardAtMs: (number | null)[];
      /** Sockets that closed and opened again elsewhere since the last report. */
      reopened: number;
    };

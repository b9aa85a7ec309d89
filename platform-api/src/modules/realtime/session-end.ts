// A WebSocket lives no longer than the session of the token it authenticated with: it closes when
// that session expires, and when a login session is ended (logout, a password change) on any API
// process, which announces it through NOTIFY. Closing the socket ends its subscriptions; the
// client's reconnection then presents the dead token and is refused.

import { WebSocket } from 'ws';

/** How long a client gets to answer the close handshake before it is cut off. */
const CLOSE_GRACE_MS = 1_000;
/** 4000–4999 are the application's; this one mirrors HTTP 401. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * Service Restart (RFC 6455's registry): the server is going away and the client should
 * reconnect, which lands on another API process.
 */
export const SERVER_RESTART_CLOSE_CODE = 1012;
/** setTimeout fires at once beyond this delay (2^31 − 1 ms, about 24 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export function closeGracefully(socket: WebSocket, code: number, reason: string): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(code, reason);
  });
}

function closeForEndedSession(socket: WebSocket): void {
  void closeGracefully(socket, SESSION_ENDED_CLOSE_CODE, 'Session ended');
}

/** Closes the open `socket` once `expiresAt` has passed, unless it closed before. */
export function closeWhenExpired(socket: WebSocket, expiresAt: Date): void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const remainingMs = expiresAt.getTime() - Date.now();
    if (remainingMs <= 0) {
      closeForEndedSession(socket);
      return;
    }
    // Open sockets keep the process alive; their timers need not.
    timer = setTimeout(schedule, Math.min(remainingMs, MAX_TIMER_DELAY_MS)).unref();
  };
  socket.once('close', () => clearTimeout(timer));
  schedule();
}

/** How often a staff socket checks that its staff session still lives. */
export const STAFF_SESSION_CHECK_MS = 60_000;

/**
 * Closes the open staff `socket` once its staff session has ended (a logout, 30 idle minutes, a
 * disabled account), checked every STAFF_SESSION_CHECK_MS: staff sessions announce no end.
 */
export function closeWhenStaffSessionEnds(
  socket: WebSocket,
  isLive: () => Promise<boolean>,
  onError: (error: unknown) => void,
): void {
  const timer = setInterval(() => {
    isLive().then((live) => {
      if (!live) closeForEndedSession(socket);
    }, onError);
  }, STAFF_SESSION_CHECK_MS).unref();
  socket.once('close', () => clearInterval(timer));
}

/** The open connections of login tokens, by the token's hash in hex. */
export class LoginConnections {
  readonly #byTokenHash = new Map<string, Set<WebSocket>>();

  /**
   * Follows `socket` until it closes. Called before the token is checked, so a session ended
   * while the check runs still closes it.
   */
  track(tokenHash: Buffer, socket: WebSocket): void {
    const key = tokenHash.toString('hex');
    let sockets = this.#byTokenHash.get(key);
    if (sockets === undefined) {
      sockets = new Set();
      this.#byTokenHash.set(key, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#byTokenHash.get(key) === sockets) {
        this.#byTokenHash.delete(key);
      }
    });
  }

  /** The login session of this token hash (hex) ended: its connections close. */
  end(tokenHashHex: string): void {
    for (const socket of this.#byTokenHash.get(tokenHashHex) ?? []) closeForEndedSession(socket);
  }

  /** After ends may have gone unheard: closes the connections of sessions no longer live. */
  async resync(findLive: (tokenHashes: Buffer[]) => Promise<Buffer[]>): Promise<void> {
    const tracked = [...this.#byTokenHash.keys()];
    if (tracked.length === 0) return;
    const live = new Set(
      (await findLive(tracked.map((hex) => Buffer.from(hex, 'hex')))).map((hash) =>
        hash.toString('hex'),
      ),
    );
    for (const tokenHashHex of tracked) if (!live.has(tokenHashHex)) this.end(tokenHashHex);
  }
}

// One LISTEN connection per API process, outside the pool (a pooled client would be recycled and
// lose its LISTEN). A lost connection is re-established with capped, jittered exponential backoff.

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 10_000;

export interface ListenerOptions {
  clientConfig: pg.ClientConfig;
  /** What each channel's notifications are given to. */
  channels: Record<string, (payload: string) => void>;
  /** Called after a reconnection: notifications sent while disconnected are lost. */
  onReconnected(): void;
  log: FastifyBaseLogger;
}

export interface Listener {
  close(): Promise<void>;
}

/** Resolves once the first LISTEN is in place, so the process never starts deaf. */
export async function startListener(options: ListenerOptions): Promise<Listener> {
  const { clientConfig, channels, onReconnected, log } = options;
  const channelNames = Object.keys(channels);
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    // TCP keep-alive: a silently dropped connection would otherwise look alive forever.
    const candidate = new pg.Client({ ...clientConfig, keepAlive: true });
    candidate.on('notification', (message) => {
      if (Object.hasOwn(channels, message.channel) && message.payload !== undefined) {
        channels[message.channel]?.(message.payload);
      }
    });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      for (const channel of channelNames) {
        await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    return candidate;
  }

  function lost(lostClient: pg.Client, error?: Error) {
    if (closed || client !== lostClient) return;
    client = undefined;
    log.warn({ err: error, channels: channelNames }, 'LISTEN connection lost; reconnecting');
    void lostClient.end().catch(() => undefined);
    retry(FIRST_RETRY_DELAY_MS);
  }

  function retry(delayMs: number) {
    const jitteredMs = delayMs / 2 + Math.random() * (delayMs / 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        (connected) => {
          if (closed) {
            void connected.end().catch(() => undefined);
            return;
          }
          client = connected;
          log.info({ channels: channelNames }, 'LISTEN connection restored');
          onReconnected();
        },
        (error: unknown) => {
          if (closed) return;
          log.warn({ err: error, channels: channelNames }, 'LISTEN reconnection failed');
          retry(Math.min(delayMs * 2, MAX_RETRY_DELAY_MS));
        },
      );
    }, jitteredMs);
  }

  client = await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end();
    },
  };
}

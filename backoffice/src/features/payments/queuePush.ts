import { useEffect, useRef, useState } from 'react';
import type { PaymentQueueChange, StaffSocketTicket } from '@croupier/contracts';
import { createClient, type Client } from 'graphql-ws';
import { adminPost } from '../admin-api';

// The payments queue pushed over the realtime socket (/graphql, graphql-transport-ws protocol):
// one socket per page, shared by the queue and the navigation's count. The staff cookie cannot
// reach /graphql, so each connection first takes a ticket of the session (POST realtime/ticket).

/** When the push is down (no ticket, socket closed), the queue and its count ask this often. */
export const FALLBACK_REFRESH_MS = 30_000;

const PAYMENT_QUEUE = 'subscription PaymentQueue { paymentQueue { brandId transactionId change } }';

interface Listener {
  onChange: (change: PaymentQueueChange) => void;
  onLive: (live: boolean) => void;
}

const listeners = new Set<Listener>();
let push: { live: boolean; close: () => void } | null = null;

function setLive(live: boolean) {
  if (push === null || push.live === live) return;
  push.live = live;
  for (const listener of listeners) listener.onLive(live);
}

const takeTicket = async () => (await adminPost<StaffSocketTicket>('realtime/ticket')).ticket;

function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
}

/**
 * Takes a ticket, then opens the socket with it. Without a ticket (no session, the API refused)
 * the push stays down and is tried again after FALLBACK_REFRESH_MS. A dropped socket reconnects
 * by itself with a fresh ticket; a refused subscription (a role without payments) stays down.
 */
function startPush(): { live: boolean; close: () => void } {
  let client: Client | null = null;
  let retry: number | undefined;
  let closed = false;
  let refused = false;
  const open = async () => {
    let firstTicket: string | null;
    try {
      firstTicket = await takeTicket();
    } catch {
      if (!closed) retry = window.setTimeout(() => void open(), FALLBACK_REFRESH_MS);
      return;
    }
    if (closed) return;
    client = createClient({
      url: socketUrl(),
      webSocketImpl: window.WebSocket,
      lazy: false,
      retryAttempts: Infinity,
      shouldRetry: () => !refused,
      connectionParams: async () => {
        const ticket = firstTicket ?? (await takeTicket());
        firstTicket = null;
        return { authorization: ticket };
      },
      on: {
        connected: () => setLive(!refused),
        closed: () => setLive(false),
      },
    });
    client.subscribe<{ paymentQueue: PaymentQueueChange }>(
      { query: PAYMENT_QUEUE },
      {
        next: ({ data }) => {
          if (!data) return;
          for (const listener of listeners) listener.onChange(data.paymentQueue);
        },
        error: () => {
          refused = true;
          setLive(false);
        },
        complete: () => setLive(false),
      },
    );
  };
  void open();
  return {
    live: false,
    close: () => {
      closed = true;
      window.clearTimeout(retry);
      void client?.dispose();
    },
  };
}

/** Follows the queue's changes while subscribed; the socket closes with its last follower. */
function follow(listener: Listener): () => void {
  listeners.add(listener);
  if (push === null) push = startPush();
  else listener.onLive(push.live);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    push?.close();
    push = null;
  };
}

/**
 * Calls `onChange` on each change of the payments queue pushed to this page, and answers whether
 * the push is up: while it is not, callers ask the API every FALLBACK_REFRESH_MS.
 */
export function useQueuePush(onChange: (change: PaymentQueueChange) => void): boolean {
  const [live, setLiveState] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () => follow({ onChange: (change) => latest.current(change), onLive: setLiveState }),
    [],
  );
  return live;
}

/**
 * Runs `refresh` on each pushed change, when the push comes up (what it missed while down), and
 * every FALLBACK_REFRESH_MS while it is down. Answers whether the push is up.
 */
export function useRefreshOnPush(refresh: () => void): boolean {
  const live = useQueuePush(() => refresh());
  const latest = useRef(refresh);
  latest.current = refresh;
  const wasLive = useRef(false);
  useEffect(() => {
    if (live) {
      if (!wasLive.current) latest.current();
      wasLive.current = true;
      return;
    }
    wasLive.current = false;
    const timer = window.setInterval(() => latest.current(), FALLBACK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [live]);
  return live;
}

// Test support: replaces the browser's WebSocket with one that speaks the server's side of
// graphql-transport-ws (acknowledges connection_init, records subscriptions), so the realtime
// client's own code runs for real and a test pushes results when it likes.

import { waitFor } from '@testing-library/react';

interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

export class FakeRealtimeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket opened since installFakeRealtimeSocket, oldest first. */
  static opened: FakeRealtimeSocket[] = [];

  readyState = FakeRealtimeSocket.CONNECTING;
  readonly protocol = 'graphql-transport-ws';
  readonly sent: Message[] = [];
  onopen: ((event: object) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: object) => void) | null = null;

  constructor(readonly url: string) {
    FakeRealtimeSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = FakeRealtimeSocket.OPEN;
      this.onopen?.({});
    });
  }

  send(data: string): void {
    const message = JSON.parse(data) as Message;
    this.sent.push(message);
    if (message.type === 'connection_init') this.#reply({ type: 'connection_ack' });
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeRealtimeSocket.CLOSED) return;
    this.readyState = FakeRealtimeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }

  /** The connection_init payload the client sent. */
  get connectionParams(): unknown {
    return this.sent.find((message) => message.type === 'connection_init')?.payload;
  }

  /** Pushes `data` as the next result of the socket's first subscription. */
  push(data: unknown): void {
    const subscription = this.sent.find((message) => message.type === 'subscribe');
    if (subscription === undefined) throw new Error('Nothing subscribed on this socket');
    this.#reply({ type: 'next', id: subscription.id, payload: { data } });
  }

  #reply(message: Message): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Installs the fake as window.WebSocket until the returned function puts the real one back. */
export function installFakeRealtimeSocket(): () => void {
  const original = window.WebSocket;
  FakeRealtimeSocket.opened = [];
  Object.assign(window, { WebSocket: FakeRealtimeSocket });
  return () => Object.assign(window, { WebSocket: original });
}

/** The latest socket once the client has subscribed on it. */
export async function subscribedSocket(): Promise<FakeRealtimeSocket> {
  let socket: FakeRealtimeSocket | undefined;
  await waitFor(() => {
    socket = FakeRealtimeSocket.opened.at(-1);
    expect(socket?.sent.some((message) => message.type === 'subscribe')).toBe(true);
  });
  return socket as FakeRealtimeSocket;
}

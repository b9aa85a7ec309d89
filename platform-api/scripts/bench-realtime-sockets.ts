// A load generator of bench:realtime, run as a child process so that reading 5,000 sockets does
// not share a core with the bench's own bookkeeping: it opens the sockets it is given, each
// following its player's newBalance, and reports when each hears the balance the parent expects.
// After a `failover` command a socket whose API process dies opens again on another, as the site
// does: the new subscription's first snapshot is the refetch that closes the gap.

import WebSocket from 'ws';

import type { SocketsCommand, SocketsReport } from './bench-realtime-protocol.js';

const NEW_BALANCE = `subscription NewBalance($brandUsername: String!) {
  newBalance(brandUsername: $brandUsername) { walletBalance activeWallet brandUsername }
}`;

interface FollowingSocket {
  webSocket: WebSocket;
  authorization: string;
  brandUsername: string;
  /** When the balance awaited now was heard, or undefined while it has not been. */
  heardAtMs: number | undefined;
}

type NewBalanceMessage = {
  type: string;
  payload?: { data?: { newBalance?: { walletBalance: Record<string, { totalBalance: string }> } } };
};

const sockets: FollowingSocket[] = [];
/** Decimal places of the IDR totals the server sends, read from the first snapshot. */
let balanceScale = 0;
/** The bytes of the awaited IDR total as the server writes it: found without parsing a message. */
let expectedBytes = Buffer.alloc(0);
let awaiting = 0;
let onAllHeard: (() => void) | undefined;
/** Where a closed socket opens again; empty: it stays closed. */
let failoverUrls: string[] = [];
let reopened = 0;

const nowMs = () => performance.timeOrigin + performance.now();

function report(message: SocketsReport) {
  process.send?.(message);
}

/** The subscription's start, sent on every (re)opened socket. */
function subscribe(socket: FollowingSocket) {
  const { webSocket, authorization, brandUsername } = socket;
  webSocket.send(JSON.stringify({ type: 'connection_init', payload: { authorization } }));
  webSocket.send(
    JSON.stringify({
      id: '1',
      type: 'start',
      payload: { query: NEW_BALANCE, variables: { brandUsername } },
    }),
  );
}

/** Marks the socket as having heard the awaited total if `data` holds it. */
function hear(socket: FollowingSocket, data: Buffer) {
  const atMs = nowMs();
  if (socket.heardAtMs !== undefined || !data.includes(expectedBytes)) return;
  socket.heardAtMs = atMs;
  awaiting -= 1;
  if (awaiting === 0) onAllHeard?.();
}

/**
 * After a failover command: the closed socket opens on the next surviving process, after a short
 * jittered pause as the site's client takes, so thousands do not knock at the same instant.
 */
function reopen(socket: FollowingSocket) {
  if (failoverUrls.length === 0) return;
  setTimeout(() => reopenNow(socket), 100 + Math.random() * 400);
}

function reopenNow(socket: FollowingSocket) {
  if (failoverUrls.length === 0) return;
  const url = failoverUrls[reopened % failoverUrls.length] as string;
  reopened += 1;
  const webSocket = new WebSocket(url, 'graphql-ws', {
    perMessageDeflate: false,
    skipUTF8Validation: true,
  });
  socket.webSocket = webSocket;
  webSocket.on('open', () => subscribe(socket));
  webSocket.on('message', (data: Buffer) => hear(socket, data));
  webSocket.on('error', () => undefined);
  webSocket.on('close', () => reopen(socket));
}

/**
 * Opens one socket and resolves once its subscription's first snapshot arrived. Later messages
 * are only searched for the awaited total, so reading them costs the generator little.
 */
function follow(url: string, authorization: string, brandUsername: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const webSocket = new WebSocket(url, 'graphql-ws', {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    const socket: FollowingSocket = {
      webSocket,
      authorization,
      brandUsername,
      heardAtMs: undefined,
    };
    webSocket.on('open', () => subscribe(socket));
    const onSnapshot = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as NewBalanceMessage;
      if (message.type !== 'data') return;
      const totalBalance = message.payload?.data?.newBalance?.walletBalance.IDR?.totalBalance;
      if (totalBalance === undefined) {
        reject(new Error(`newBalance refused: ${data.toString()}`));
        return;
      }
      balanceScale = totalBalance.split('.')[1]?.length ?? 0;
      webSocket.off('message', onSnapshot);
      webSocket.on('message', (message: Buffer) => hear(socket, message));
      webSocket.off('close', onEarlyClose);
      webSocket.on('close', () => reopen(socket));
      sockets.push(socket);
      resolve();
    };
    const onEarlyClose = (code: number) =>
      reject(new Error(`closed with ${code} before its snapshot`));
    webSocket.on('message', onSnapshot);
    webSocket.on('error', reject);
    webSocket.on('close', onEarlyClose);
  });
}

async function open(command: Extract<SocketsCommand, { type: 'open' }>) {
  const startedAtMs = nowMs();
  let next = 0;
  let failures = 0;
  const openNext = async (): Promise<void> => {
    while (next < command.followers.length) {
      const follower = command.followers[next] as (typeof command.followers)[number];
      next += 1;
      await follow(command.url, follower.authorization, follower.brandUsername).catch(
        (error: unknown) => {
          failures += 1;
          if (failures === 1) console.error(error);
        },
      );
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, openNext));
  report({ type: 'opened', sockets: sockets.length, failures, elapsedMs: nowMs() - startedAtMs });
}

function expect(command: Extract<SocketsCommand, { type: 'expect' }>) {
  expectedBytes = Buffer.from(`"totalBalance":"${command.balance.toFixed(balanceScale)}"`);
  awaiting = sockets.length;
  for (const socket of sockets) socket.heardAtMs = undefined;
  let reported = false;
  const send = () => {
    if (reported) return;
    reported = true;
    clearTimeout(timer);
    onAllHeard = undefined;
    report({
      type: 'heard',
      brandUsernames: sockets.map((socket) => socket.brandUsername),
      heardAtMs: sockets.map((socket) => socket.heardAtMs ?? null),
      reopened,
    });
    reopened = 0;
  };
  const timer = setTimeout(send, command.timeoutMs);
  onAllHeard = send;
  report({ type: 'expecting' });
}

process.on('message', (command: SocketsCommand) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'expect') expect(command);
  else if (command.type === 'failover') failoverUrls = command.urls;
  else {
    failoverUrls = [];
    for (const { webSocket } of sockets) webSocket.terminate();
    process.exit(0);
  }
});

import { sessionEndingWebSocket } from './realtimeClient';

/** Stands in for the browser's WebSocket: only the events matter here. */
class FakeSocket extends EventTarget {
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    super();
  }
}

describe('sessionEndingWebSocket', () => {
  it('reports a close with code 4401 as the end of the login session', () => {
    const sessionEnded = jest.fn();
    const Socket = sessionEndingWebSocket(sessionEnded, FakeSocket as unknown as typeof WebSocket);
    const socket = new Socket('ws://site.test/graphql', 'graphql-ws');

    socket.dispatchEvent(new CloseEvent('close', { code: 4401, reason: 'Session ended' }));

    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(socket.url).toBe('ws://site.test/graphql');
  });

  it('ignores any other close, such as a network drop the client reconnects after', () => {
    const sessionEnded = jest.fn();
    const Socket = sessionEndingWebSocket(sessionEnded, FakeSocket as unknown as typeof WebSocket);

    new Socket('ws://site.test/graphql').dispatchEvent(new CloseEvent('close', { code: 1006 }));

    expect(sessionEnded).not.toHaveBeenCalled();
  });
});

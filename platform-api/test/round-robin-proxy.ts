// Test support: a round-robin reverse proxy in front of API processes, as a load balancer without
// sticky sessions would be. Every HTTP request and every WebSocket connection goes to the next
// upstream in turn.

import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

export interface RoundRobinProxy {
  /** host:port to call instead of the upstreams. */
  host: string;
  /**
   * The upstream of each WebSocket connection, in order. HTTP answers name theirs in an
   * `x-upstream` header; an upgrade answers before the upstream is reached, so it cannot.
   */
  websocketUpstreams: string[];
  close(): Promise<void>;
}

/** Proxies to `upstreams` (host:port each) and answers once listening. */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const app = Fastify();
  const upstreamOf = new WeakMap<object, string>();
  const websocketUpstreams: string[] = [];
  let turn = 0;

  // Upgrades pass through the same hooks as HTTP requests, so one choice covers both.
  app.addHook('onRequest', async (request, reply) => {
    const upstream = upstreams[turn++ % upstreams.length] as string;
    upstreamOf.set(request, upstream);
    if (request.headers.upgrade?.toLowerCase() === 'websocket') websocketUpstreams.push(upstream);
    else void reply.header('x-upstream', upstream);
  });
  await app.register(httpProxy, {
    upstream: '',
    websocket: true,
    replyOptions: { getUpstream: (request) => `http://${upstreamOf.get(request)}` },
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { host: `127.0.0.1:${port}`, websocketUpstreams, close: () => app.close() };
}

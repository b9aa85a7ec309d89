// Serves one built frontend the way production's nginx does: the build folder, the API behind
// the same origin, SPA fallback for the shell, and the caching rules of
// docs/architecture.md#caching.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { API_URL, apiPrefixesOf, distDir, releasesDir } from './apps.mjs';
import { helmetOptions } from './security-headers.mjs';

const ONE_YEAR_SECONDS = 31536000;
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|woff2?)(\.br|\.gz)?$/;

/** Manifests, remote entries, HTML and translations must revalidate; hashed chunks never change. */
export function cacheControlFor(filePath) {
  if (HASHED_FILE.test(filePath)) return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  return 'no-cache';
}

/**
 * This server is the first proxy, so the peer it saw is the client: whatever X-Forwarded-For the
 * client sent is replaced, or one client could pick a fresh rate-limit bucket per request.
 * (The WebSocket proxy forwards only the headers returned here, cookies included.)
 */
function withClientAddress(headers, request) {
  const forwarded = { ...headers, 'x-forwarded-for': request.socket.remoteAddress };
  if (request.headers.cookie) forwarded.cookie = request.headers.cookie;
  return forwarded;
}

export async function serveApp(
  app,
  {
    host = '0.0.0.0',
    port = app.port,
    logger = false,
    root = distDir(app),
    upstream = API_URL,
  } = {},
) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${app.dir} is not built (no ${root}/index.html). Run pnpm build.`);
  }
  const server = Fastify({ logger });
  await server.register(async (api) => {
    // Only the API's answers are compressed per response (those it compressed already pass as
    // they are); the site's files were compressed at build time.
    await api.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    for (const prefix of apiPrefixesOf(app)) {
      await api.register(fastifyHttpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => withClientAddress(headers, request),
        },
        websocket: prefix === '/graphql',
        wsClientOptions: { rewriteRequestHeaders: withClientAddress },
      });
    }
  });
  // The API's answers keep the API's headers (its game pages may be framed); the site's files
  // get the site's.
  await server.register(async (site) => {
    // The site's files only: remotes are fetched cross-origin by the shell of every brand domain.
    // The API's answers keep the API's own CORS decision (its brands' origins), never `*`.
    site.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
    await site.register(fastifyHelmet, helmetOptions());
    await serveFiles(site, app, root);
  });
  await server.listen({ host, port });
  return server;
}

/** The build folder, the remotes' releases and the SPA fallback. */
async function serveFiles(site, app, root) {
  // cacheControl: false, or @fastify/static's own `public, max-age=0` replaces ours.
  // preCompressed: the build wrote .br and .gz beside each text file; they are sent as they are.
  const fileServing = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) =>
      response.setHeader('Cache-Control', cacheControlFor(filePath)),
  };
  await site.register(fastifyStatic, { root, ...fileServing });
  if (!app.isHost) {
    // Every release stays where `pnpm release` put it, so running sessions keep their version.
    const releases = releasesDir(app);
    fs.mkdirSync(releases, { recursive: true });
    await site.register(fastifyStatic, {
      root: releases,
      prefix: '/releases/',
      decorateReply: false,
      ...fileServing,
    });
  }
  site.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

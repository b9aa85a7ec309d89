import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, findApp, remoteBaseUrl } from '../src/apps.mjs';
import { cacheControlFor, serveApp } from '../src/serve.mjs';

describe('cacheControlFor', () => {
  it('lets hashed chunks be cached for a year', () => {
    assert.equal(
      cacheControlFor('/dist/static/main.0123456789.js'),
      'public, max-age=31536000, immutable',
    );
  });

  for (const file of [
    '/dist/mf-manifest.json',
    '/dist/remoteEntry.js',
    '/dist/index.html',
    '/dist/locales/en-US/shell.json',
  ]) {
    it(`revalidates ${file}`, () => {
      assert.equal(cacheControlFor(file), 'no-cache');
    });
  }
});

describe('serveApp forwarding to the API', () => {
  let upstream;
  let frontend;
  let frontendUrl;
  const seen = [];

  before(async () => {
    // A stand-in API that records the client address each request and WebSocket claims to be from.
    upstream = http.createServer((request, response) => {
      seen.push(request.headers['x-forwarded-for']);
      response.end('{}');
    });
    upstream.on('upgrade', (request, socket) => {
      seen.push(request.headers['x-forwarded-for']);
      const accept = crypto
        .createHash('sha1')
        .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC11B85`)
        .digest('base64');
      socket.end(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    frontend = await serveApp(findApp('shell'), {
      host: '127.0.0.1',
      port: 0,
      root,
      upstream: `http://127.0.0.1:${upstream.address().port}`,
    });
    frontendUrl = `http://127.0.0.1:${frontend.server.address().port}`;
  });

  after(async () => {
    await frontend.close();
    upstream.close();
  });

  it('replaces a spoofed X-Forwarded-For with the peer it saw', async () => {
    seen.length = 0;
    await fetch(`${frontendUrl}/v1/tsGenerateSessionToken`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    assert.deepEqual(seen, ['127.0.0.1']);
  });

  it('does the same for the /graphql WebSocket', async () => {
    seen.length = 0;
    const request = http.request(`${frontendUrl}/graphql`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
        'X-Forwarded-For': '203.0.113.7',
      },
    });
    const upgraded = new Promise((resolve) =>
      request.on('upgrade', (_r, socket) => resolve(socket)),
    );
    request.end();
    (await upgraded).destroy();
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(seen, ['127.0.0.1']);
  });
});

describe('serveApp security headers', () => {
  let frontend;
  let frontendUrl;

  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    frontend = await serveApp(findApp('shell'), { host: '127.0.0.1', port: 0, root });
    frontendUrl = `http://127.0.0.1:${frontend.server.address().port}`;
  });

  after(() => frontend.close());

  it('sends a CSP naming the remotes, and forbids framing the site', async () => {
    const response = await fetch(`${frontendUrl}/games/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name) => csp.split(/; ?/).find((part) => part.startsWith(`${name} `));
    const remotes = APPS.filter((app) => !app.isHost).map((app) => remoteBaseUrl(app));
    assert.equal(directive('script-src'), `script-src 'self' ${remotes.join(' ')}`);
    assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'");
    assert.equal(directive('frame-src'), "frame-src 'self'");
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    // Remote entries and chunks are scripts of other origins for the shell.
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
  });
});

describe('serveApp precompressed files', () => {
  const script = 'export const answer = 42;\n'.repeat(200);
  let frontend;
  let frontendUrl;

  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    fs.mkdirSync(path.join(root, 'static'));
    const file = path.join(root, 'static', 'main.0123456789.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    frontend = await serveApp(findApp('shell'), { host: '127.0.0.1', port: 0, root });
    frontendUrl = `http://127.0.0.1:${frontend.server.address().port}`;
  });

  after(() => frontend.close());

  /** The raw bytes and headers, undecoded, as the browser receives them. */
  function getRaw(pathname, acceptEncoding) {
    return new Promise((resolve, reject) => {
      http
        .get(
          `${frontendUrl}${pathname}`,
          { headers: { 'Accept-Encoding': acceptEncoding } },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    });
  }

  it('sends the brotli file the build wrote, with its Content-Encoding', async () => {
    const { headers, body } = await getRaw('/static/main.0123456789.js', 'gzip, deflate, br');
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(body, zlib.brotliCompressSync(script));
  });

  it('sends the gzip file to a client without brotli', async () => {
    const { headers, body } = await getRaw('/static/main.0123456789.js', 'gzip');
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(body).toString(), script);
  });
});

describe('serveApp and the admin API', () => {
  let upstream;
  const servers = [];
  const seen = [];

  async function serve(appName) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    const server = await serveApp(findApp(appName), {
      host: '127.0.0.1',
      port: 0,
      root,
      upstream: `http://127.0.0.1:${upstream.address().port}`,
    });
    servers.push(server);
    return `http://127.0.0.1:${server.server.address().port}`;
  }

  before(async () => {
    upstream = http.createServer((request, response) => {
      seen.push({ url: request.url, cookie: request.headers.cookie });
      response.setHeader('Content-Type', 'application/json');
      response.end('{"errorCode":0,"data":{}}');
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });

  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
    upstream.close();
  });

  it('the back office forwards /admin with the staff cookie, on its own origin', async () => {
    seen.length = 0;
    const backoffice = await serve('backoffice');
    const response = await fetch(`${backoffice}/admin/v1/auth/me`, {
      headers: { Cookie: 'croupier_staff=abc' },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(seen, [{ url: '/admin/v1/auth/me', cookie: 'croupier_staff=abc' }]);
  });

  it('adds no CORS header to the answers of /v1 and /admin: the API decides who may read them', async () => {
    const backoffice = await serve('backoffice');
    const shell = await serve('shell');
    for (const url of [`${backoffice}/admin/v1/auth/me`, `${shell}/v1/tsGenerateSessionToken`]) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Origin: 'https://attacker.example' },
      });
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('access-control-allow-origin'), null, url);
    }
    // The site's own files stay readable by every brand's shell (remotes load cross-origin).
    const file = await fetch(`${shell}/index.html`);
    assert.equal(file.headers.get('access-control-allow-origin'), '*');
  });

  it("the players' site never forwards /admin", async () => {
    seen.length = 0;
    const shell = await serve('shell');
    const response = await fetch(`${shell}/admin/v1/auth/login`, { method: 'POST' });
    assert.equal(response.status, 404);
    assert.deepEqual(seen, []);
  });
});

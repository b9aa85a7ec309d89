// Every route of the OpenAPI document, called as an authenticated client would, answers bad input
// with 400 `{ errorCode: 2, message }`: a NUL character in any string, a date PostgreSQL cannot
// store, malformed or non-JSON bodies. No answer is a 5xx, and every error has the same shape.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import { registerPlayer, startTestApp } from '../../test/harness.js';
import {
  DATE_SAMPLE,
  DATE_TIME_SAMPLE,
  operationsOf,
  sampleProbe,
  stringPaths,
  urlOf,
  withLeaf,
  type FieldPath,
  type Operation,
  type Probe,
} from '../../test/openapi.js';
import { startLoginSession } from '../modules/auth/accounts.js';
import { DEMO_OPERATOR_KEY, demoProviderSecret } from '../config.js';
import { signBody, SIGNATURE_HEADER } from '../modules/gateway/signature.js';

const { app, pool, close } = await startTestApp();
after(close);

const { username } = await registerPlayer(app);
const { rows } = await pool.query<{ id: string }>('SELECT id FROM players WHERE username = $1', [
  username,
]);
/** A login token of its own per call, since some calls (logout, change-password) end sessions. */
const newLoginToken = () => startLoginSession(pool, rows[0]!.id, username);
/** Calls that exclude or close their player (no login again) get a player of their own. */
const EXCLUDING_PATHS = ['/v1/rg/time-out', '/v1/rg/self-exclusion', '/v1/account/close'];
const excludablePlayerToken = async () => (await registerPlayer(app)).loginToken;
const operations = operationsOf(app);

/** Sends `probe` with valid credentials: a login token, the operator key, a provider signature. */
async function send(operation: Operation, probe: Probe, payload = JSON.stringify(probe.body)) {
  const url = urlOf(operation, probe);
  const headers: Record<string, string> = {
    authorization: EXCLUDING_PATHS.includes(operation.path)
      ? await excludablePlayerToken()
      : await newLoginToken(),
    'x-operator-key': DEMO_OPERATOR_KEY,
    'idempotency-key': randomUUID(),
  };
  if (operation.path.startsWith('/gateway/v1/')) {
    headers[SIGNATURE_HEADER] = signBody(payload, demoProviderSecret(String(probe.params.gpid)));
  }
  const response = await app.inject({
    method: operation.method,
    url,
    ...(operation.method === 'GET'
      ? { headers }
      : { headers: { ...headers, 'content-type': 'application/json' }, payload }),
  });
  const label = `${operation.method} ${url.split('?')[0]}`;
  return { label, statusCode: response.statusCode, body: parsed(response.body) };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function assertErrorShape(
  label: string,
  body: unknown,
): asserts body is { errorCode: number; message: string } {
  assert.ok(typeof body === 'object' && body !== null, `${label}: ${String(body)}`);
  const keys = Object.keys(body).sort();
  // A refusal with a reason also names it and its parameters (contracts' ERROR_REASONS).
  const withReason = ['errorCode', 'message', 'params', 'reason'];
  assert.deepEqual(keys, keys.length > 2 ? withReason : ['errorCode', 'message'], label);
  const { errorCode, message } = body as Record<string, unknown>;
  assert.ok(Number.isInteger(errorCode) && (errorCode as number) > 0, label);
  assert.equal(typeof message, 'string', label);
}

function assertBadRequest(answer: Awaited<ReturnType<typeof send>>, field: string) {
  const label = `${answer.label} ${field}`;
  assert.equal(answer.statusCode, 400, `${label}: ${JSON.stringify(answer.body)}`);
  assertErrorShape(label, answer.body);
  assert.equal(answer.body.errorCode, 2, label);
}

/** The probes of `operation` with one string leaf replaced by what `poison` makes of it. */
function poisoned(operation: Operation, poison: (sample: string) => string | null) {
  const probe = sampleProbe(operation);
  return stringPaths(probe).flatMap((path: FieldPath) => {
    const sample = path.reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)[key],
      probe,
    ) as string;
    const leaf = poison(sample);
    return leaf === null
      ? []
      : [{ field: path.join('.'), probe: withLeaf(probe, path, leaf) as Probe }];
  });
}

test('the sweep reaches every route: its sampled call passes schema validation', async () => {
  assert.ok(operations.length > 50, `only ${operations.length} operations`);
  for (const operation of operations) {
    const answer = await send(operation, sampleProbe(operation));
    assert.ok(answer.statusCode < 500, `${answer.label}: ${JSON.stringify(answer.body)}`);
    if (answer.statusCode >= 400) {
      assertErrorShape(answer.label, answer.body);
      assert.doesNotMatch(
        answer.body.message,
        /^(body|querystring|params|headers)\b/,
        `${answer.label}: the sample must be valid`,
      );
    }
  }
});

test('a NUL character in any string field is 400 errorCode 2', async () => {
  for (const operation of operations) {
    for (const { field, probe } of poisoned(operation, (sample) => `${sample}\u0000`)) {
      assertBadRequest(await send(operation, probe), field);
    }
  }
});

test('a date of year 0000 is 400 errorCode 2', async () => {
  const yearZero: Record<string, string> = {
    [DATE_SAMPLE]: '0000-01-01',
    [DATE_TIME_SAMPLE]: '0000-01-01T00:00:00.000Z',
  };
  let dateFields = 0;
  for (const operation of operations) {
    for (const { field, probe } of poisoned(operation, (sample) => yearZero[sample] ?? null)) {
      dateFields += 1;
      assertBadRequest(await send(operation, probe), field);
    }
  }
  assert.ok(dateFields >= 4, `only ${dateFields} date fields`);
});

test('malformed and non-JSON bodies are errors of the one shape, never a 5xx', async () => {
  for (const operation of operations.filter(({ method }) => method !== 'GET')) {
    const probe = sampleProbe(operation);
    for (const payload of ['{"unterminated', 'null', '[]', '"\\u0000"']) {
      const answer = await send(operation, probe, payload);
      const label = `${answer.label} ${payload}`;
      assert.ok(answer.statusCode < 500, `${label}: ${JSON.stringify(answer.body)}`);
      if (answer.statusCode >= 400) assertErrorShape(label, answer.body);
    }
  }
});

test("Fastify's own refusals answer in the one shape: bad URLs, long parameters, preflights", async () => {
  const answers = [
    await app.inject({ method: 'POST', url: '/v1/%E0%A4%A', payload: {} }),
    await app.inject({ method: 'GET', url: `/admin/v1/remotes/${'x'.repeat(200)}/history` }),
    await app.inject({ method: 'OPTIONS', url: '/v1/me' }),
  ];
  for (const answer of answers) {
    const label = `${answer.statusCode} ${answer.body}`;
    assert.ok(answer.statusCode < 500, label);
    if (answer.statusCode >= 400) assertErrorShape(label, parsed(answer.body));
  }
});

test('requests the HTTP parser refuses answer in the one shape', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const exchange = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  for (const [request, status] of [
    ['NOT HTTP AT ALL\r\n\r\n', 400],
    [`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
  ] as const) {
    const answer = await exchange(request);
    assert.match(answer, new RegExp(`^HTTP/1.1 ${status} `), answer);
    const body = parsed(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    assertErrorShape(answer, body);
    assert.equal(body.errorCode, 2);
  }
});

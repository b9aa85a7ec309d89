// Staff on the realtime socket: a ticket of their session lets them follow the payments queue of
// their brands, pushed from the outbox as requests arrive and are decided.

import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';

import { post, startTestApp } from '../../../test/harness.js';
import { adminAs, apiKey, staffMember, staffSession } from '../../../test/operators.js';
import { walletPlayer } from '../../../test/wallet.js';
import { connectRealtime, connectTransportWs, requestOnce, ResultStream } from './test-client.js';

const { app, pool, close } = await startTestApp();
after(close);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

const PAYMENT_QUEUE = `
  subscription PaymentQueue { paymentQueue { brandId transactionId change } }`;

/** A pushed change must not wait for a poll: well inside the queue's old 3-second refresh. */
const PUSH_WAIT_MS = 1_500;

async function ticketOf(cookie: string): Promise<string> {
  const answer = await adminAs(app, { cookie }, 'POST', '/realtime/ticket', {});
  assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.expiresInSeconds, 30);
  return answer.body.data.ticket as string;
}

const PROBE = 'probe';

/** Writes a change of `brandId` to the outbox, as the payments trigger would. */
const probe = (brandId: string) =>
  pool.query('SELECT realtime_outbox_add(NULL, $1)', [
    { kind: 'paymentQueueChanged', brandId, transactionId: PROBE, change: 'requested' },
  ]);

/** The next change `stream` hears that is not a probe; rejects when none comes within `waitMs`. */
async function nextChange(stream: ResultStream, waitMs = PUSH_WAIT_MS) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const result = await stream.next(Math.max(deadline - Date.now(), 1));
    const change = (result.data as { paymentQueue?: { transactionId: string } } | undefined)
      ?.paymentQueue;
    if (change?.transactionId !== PROBE) return result;
  }
}

/** A staff member with `roles` over `brandIds`, following the queue on a socket of their own. */
async function follower(roles: string[], brandIds: string[] | null) {
  const cookie = await staffSession(app, await staffMember(pool, roles, brandIds));
  const { client } = await connectTransportWs(url, { authorization: await ticketOf(cookie) });
  after(() => client.dispose());
  return { cookie, stream: new ResultStream(client, PAYMENT_QUEUE) };
}

/** Probes `brandId` until `stream` hears one: its subscription is then in place. */
async function inPlace(stream: ResultStream, brandId: string) {
  for (;;) {
    await probe(brandId);
    try {
      await stream.next(500);
      return;
    } catch {
      // Not subscribed yet when that probe went out: another one.
    }
  }
}

async function requestDeposit(loginToken: string): Promise<string> {
  const response = await post(
    app,
    'depo-wd',
    { transactionType: 'DEPOSIT', currency: 'IDR', amount: '50000', paymentChannel: 'BCA' },
    loginToken,
  );
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  return response.body.data.transactionId as string;
}

test("a payments socket hears its brand's new request and its decision, not another brand's", async () => {
  const croupier = await follower(['payments'], ['croupier']);
  const lagoon = await follower(['payments'], ['lagoon']);
  const everyBrand = await follower(['payments'], null);
  await inPlace(croupier.stream, 'croupier');
  await inPlace(lagoon.stream, 'lagoon');
  await inPlace(everyBrand.stream, 'croupier');
  const { loginToken } = await walletPlayer(app);
  const transactionId = await requestDeposit(loginToken);

  const requested = { brandId: 'croupier', transactionId, change: 'requested' };
  assert.deepEqual((await nextChange(croupier.stream)).data, { paymentQueue: requested });
  assert.deepEqual((await nextChange(everyBrand.stream)).data, { paymentQueue: requested });

  const approved = await adminAs(
    app,
    { cookie: croupier.cookie },
    'POST',
    `/transactions/${transactionId}/approve`,
    {},
  );
  assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
  const decided = { brandId: 'croupier', transactionId, change: 'decided' };
  assert.deepEqual((await nextChange(croupier.stream)).data, { paymentQueue: decided });
  assert.deepEqual((await nextChange(everyBrand.stream)).data, { paymentQueue: decided });

  await assert.rejects(nextChange(lagoon.stream, 300), /No result within/);
});

test('a staff member without the role payments is refused the queue', async () => {
  const { stream } = await follower(['support'], null);
  const result = await stream.next();
  assert.deepEqual(
    result.errors?.map((error: { message: string }) => error.message),
    ['Not allowed'],
  );
});

test('a ticket lets one connection in, once; players and dead tickets are refused', async () => {
  const cookie = await staffSession(app, await staffMember(pool, ['payments'], ['croupier']));
  const ticket = await ticketOf(cookie);
  const { client } = await connectTransportWs(url, { authorization: ticket });
  after(() => client.dispose());
  await assert.rejects(connectRealtime(url, { authorization: ticket }), /Authentication problem/);

  const expired = await ticketOf(cookie);
  await pool.query(`UPDATE staff_socket_tickets SET expires_at = now() - interval '1 second'`);
  await assert.rejects(connectRealtime(url, { authorization: expired }), /Authentication problem/);

  const loggedOut = await ticketOf(cookie);
  await adminAs(app, { cookie }, 'POST', '/auth/logout', {});
  await assert.rejects(
    connectRealtime(url, { authorization: loggedOut }),
    /Authentication problem/,
  );

  const { loginToken } = await walletPlayer(app);
  const player = await connectRealtime(url, { authorization: loginToken });
  after(() => player.close());
  const refused = await requestOnce(player, PAYMENT_QUEUE);
  assert.deepEqual(
    refused.errors?.map((error: { message: string }) => error.message),
    ['Not allowed'],
  );
});

test('only a staff session takes a ticket, and taking one is audited', async () => {
  const key = await apiKey(app, 'queue-key', ['payments']);
  const refused = await adminAs(app, { key }, 'POST', '/realtime/ticket', {});
  assert.equal(refused.statusCode, 403, JSON.stringify(refused.body));

  const staff = await staffMember(pool, ['payments'], ['croupier']);
  await ticketOf(await staffSession(app, staff));
  const { rows } = await pool.query(
    `SELECT action FROM audit_log WHERE actor = $1 AND action = 'auth.socket-ticket'`,
    [staff.username],
  );
  assert.equal(rows.length, 1);
});

// From 20 October 2026 Hub88 may add fields to any call and new values to enum-like fields: an
// operator must answer such a call exactly as it answers the call without them.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import {
  betBody,
  hub88Call,
  rollbackBody,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';

const { app, playing } = await startHub88TestApp();

/** What a later Hub88 might add: a new field, and new values of fields that look like enums. */
const additions = {
  loyalty_tier: { level: 7, program: 'NEW_PROGRAM' },
  platform: 'GPL_HOLOGRAM',
  bet: 'side_bet_v9',
  meta: { kind: 'brand_new_kind', status: 'RS_FUTURE_STATE', campaign_uuid: randomUUID() },
};

/** Each wallet call of one fresh session, with the extras added to every body. */
async function everyCall(extras: object) {
  const session = await playing();
  const answers: [string, unknown][] = [];
  const call = async (path: string, body: object) => {
    const { request_uuid: _, ...answer } = await hub88Call(app, path, { ...body, ...extras });
    answers.push([path, answer]);
  };
  await call('user/info', { user: session.user, request_uuid: randomUUID() });
  await call('user/balance', {
    ...session,
    request_uuid: randomUUID(),
    game_code: 'sbx_test_slot',
  });
  const won = betBody(session);
  await call('transaction/bet', won);
  await call('transaction/win', winBody(session, won, { amount: 250_000 }));
  const undone = betBody(session);
  await call('transaction/bet', undone);
  await call('transaction/rollback', rollbackBody(session, undone));
  return answers.map(([path, answer]) => {
    // Each session is another player: compare everything but who.
    const { user: __, registration_date: ___, ...rest } = answer as Record<string, unknown>;
    return [path, rest];
  });
}

test('every wallet call answers the same with unknown fields and unknown enum values', async () => {
  const plain = await everyCall({});
  assert.ok(plain.every(([, answer]) => (answer as { status: string }).status === 'RS_OK'));
  assert.deepEqual(await everyCall(additions), plain);
});

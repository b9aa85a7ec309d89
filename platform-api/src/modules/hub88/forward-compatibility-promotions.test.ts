// Hub88's rule of 20 October 2026 for the calls of free rounds and supplier promotions: with
// fields Hub88 adds later (in the body and in `meta`, `supplier_promo_info` included) and new
// values of enum-like fields, each call answers exactly as without them, and books the same.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';

import { insertOffer, moneyOf } from '../../../test/bonus.js';
import { TEST_GAMES } from '../../../test/games.js';
import { post, registerPlayer } from '../../../test/harness.js';
import {
  betBody,
  hub88Call,
  hub88Session,
  startHub88TestApp,
  winBody,
} from '../../../test/hub88.js';

const { app, pool, playing } = await startHub88TestApp();
const slot = TEST_GAMES.slot;

const additions = {
  loyalty_tier: { level: 7, program: 'NEW_PROGRAM' },
  platform: 'GPL_HOLOGRAM',
  bet: 'side_bet_v9',
  direct_fee: 1234,
  direct_fee_kind: 'DF_SHIPPING',
};
const metaAdditions = {
  kind: 'brand_new_kind',
  status: 'FRS_FUTURE_STATE',
  reward_type: 'RT_MYSTERY',
};

type Extras = { body: object; meta: object };
const NONE: Extras = { body: {}, meta: {} };
const ADDED: Extras = { body: additions, meta: metaAdditions };

/** A signed call with the extras added to its body and its meta; the answer without who. */
async function callWith(extras: Extras, path: string, body: { meta?: unknown }) {
  const meta =
    typeof body.meta === 'object' && body.meta !== null
      ? { ...body.meta, ...extras.meta }
      : Object.keys(extras.meta).length > 0
        ? extras.meta
        : body.meta;
  const {
    user: _,
    request_uuid: __,
    ...answer
  } = await hub88Call(app, `transaction/${path}`, {
    ...body,
    ...extras.body,
    meta,
  });
  return answer;
}

async function freeRounds(extras: Extras) {
  const offerId = await insertOffer(pool, 'no_deposit', {
    percent: undefined,
    currencies: { IDR: { maxGrant: '0', spinStake: '100' } },
    freeSpins: { spins: 2, games: [`${slot.gpid}:${slot.code}`], winnings: 'bonus' },
  });
  const player = await registerPlayer(app);
  const claimed = await post(app, 'bonus/claim', { offerId }, player.loginToken);
  const grantId = claimed.body.data.grantId as string;
  const session = await hub88Session(pool, player.username);
  const answers = [];
  for (const winUnits of [30_000_000, 0]) {
    const bet = betBody(session, {
      amount: 0,
      is_free: true,
      meta: { operator_reference: grantId, campaign_uuid: randomUUID() },
    });
    answers.push(await callWith(extras, 'bet', bet));
    answers.push(
      await callWith(
        extras,
        'win',
        winBody(session, bet, { amount: winUnits, is_free: true, meta: bet.meta }),
      ),
    );
  }
  return { answers, money: await moneyOf(app, player.loginToken) };
}

async function supplierPromotion(extras: Extras) {
  const session = await playing();
  const promoInfo = { supplier_promo_info: { promo_reference: 'Cup', promo_kind: 'PK_NEW' } };
  const bet = betBody(session, { amount: 0, is_supplier_promo: true, meta: promoInfo });
  const answers = [await callWith(extras, 'bet', bet)];
  answers.push(
    await callWith(
      extras,
      'win',
      winBody(session, bet, { amount: 500_000, is_supplier_promo: true, meta: promoInfo }),
    ),
  );
  const { reference_transaction_uuid: _, ...alone } = winBody(session, bet, {
    round: randomUUID(),
    amount: 700_000,
    is_supplier_promo: true,
    meta: promoInfo,
  });
  answers.push(await callWith(extras, 'win', alone));
  return answers;
}

test('free rounds answer and book the same with unknown fields and values', async () => {
  const plain = await freeRounds(NONE);
  assert.ok(
    plain.answers.every((answer) => answer.status === 'RS_OK'),
    JSON.stringify(plain),
  );
  assert.deepEqual(plain.money, { real: '0.00', bonus: '300.00' });
  assert.deepEqual(await freeRounds(ADDED), plain);
});

test('supplier promotions answer the same with unknown fields and values', async () => {
  const plain = await supplierPromotion(NONE);
  assert.ok(
    plain.every((answer) => answer.status === 'RS_OK'),
    JSON.stringify(plain),
  );
  assert.deepEqual(await supplierPromotion(ADDED), plain);
});

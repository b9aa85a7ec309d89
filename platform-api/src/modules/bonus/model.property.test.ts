// The bonus engine against a simple model (docs/bonus.md): random sequences of deposits with
// offers, bets, wins, rollbacks, withdrawals, forfeits and expiries. After every step the player's
// real balance, bonus balance, wagering progress and every grant's status equal the model's, and
// the bonus invariants hold; the ledger's invariants hold after every sequence.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';

import fc from 'fast-check';
import type { Decimal } from 'decimal.js';

import { assertBonusInvariants, insertOffer } from '../../../test/bonus.js';
import {
  gatewayCall,
  insertTestGames,
  providerSession,
  TEST_GAMES,
  type TestGame,
} from '../../../test/games.js';
import { post, registerPlayer, startTestApp } from '../../../test/harness.js';
import { admin, assertLedgerInvariants, verifyIdentity } from '../../../test/wallet.js';
import { Money } from '../../money/amounts.js';
import { expireDueGrants } from './expiry-sweeper.js';

const { app, pool, close } = await startTestApp();
after(close);
before(() => insertTestGames(pool));

// BONUS_MODEL_RUNS shortens a local run; the suite runs the thousand.
const RUNS = Number(process.env.BONUS_MODEL_RUNS ?? 1000);
const MAX_BET = 80_000;
const WEIGHTS = { slot: new Money(1), table: new Money('0.1') };

interface OfferModel {
  id: string;
  percent: number;
  maxGrant: number;
  multiplier: number;
}

let welcome: OfferModel;
let reload: OfferModel;
before(async () => {
  const terms = (maxGrant: number, multiplier: number, percent: number, claims: number) => ({
    percent: String(percent),
    currencies: {
      IDR: { maxGrant: String(maxGrant), minDeposit: '50000', maxBet: String(MAX_BET) },
    },
    wageringMultiplier: String(multiplier),
    claimsPerPlayer: claims,
  });
  welcome = {
    id: await insertOffer(pool, 'welcome', terms(300_000, 3, 100, 1)),
    percent: 100,
    maxGrant: 300_000,
    multiplier: 3,
  };
  reload = {
    id: await insertOffer(pool, 'reload', terms(100_000, 2, 50, 1000)),
    percent: 50,
    maxGrant: 100_000,
    multiplier: 2,
  };
});

type GrantStatus = 'pending' | 'active' | 'completed' | 'forfeited' | 'expired';
interface GrantModel {
  status: GrantStatus;
  bonus: Decimal;
  progress: Decimal;
  required: Decimal;
}
interface BetModel {
  transactionId: string;
  roundId: string;
  game: 'slot' | 'table';
  amount: Decimal;
  realPart: Decimal;
  bonusPart: Decimal;
  progressAdded: Decimal;
  /** The grant active when it was placed (its stake entry's). */
  grant: number | null;
  /** The round's grant: only when bonus money was staked. */
  roundGrant: number | null;
  open: boolean;
}
interface Model {
  real: Decimal;
  deposits: number;
  grants: GrantModel[];
  bets: BetModel[];
}

type Op =
  | { kind: 'deposit'; amount: number; offer: 'none' | 'welcome' | 'reload' }
  | { kind: 'bet'; amount: number; game: 'slot' | 'table' }
  | { kind: 'win'; pick: number; amount: number }
  | { kind: 'rollback'; pick: number }
  | { kind: 'withdraw'; amount: number; confirm: boolean }
  | { kind: 'forfeit' }
  | { kind: 'expire' };

const thousands = (min: number, max: number) =>
  fc.integer({ min: min / 1000, max: max / 1000 }).map((value) => value * 1000);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: thousands(50_000, 200_000),
      offer: fc.constantFrom('none' as const, 'welcome' as const, 'reload' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      amount: thousands(5_000, 100_000),
      game: fc.constantFrom('slot' as const, 'table' as const),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      pick: fc.nat(),
      amount: fc.oneof(fc.constant(0), thousands(1_000, 150_000)),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: thousands(50_000, 150_000),
      confirm: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'forfeit' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'expire' as const }), weight: 1 },
);

const activeOf = (model: Model) => model.grants.findIndex((grant) => grant.status === 'active');

/** Ends grant `index`; an active one hands over to the oldest pending grant. */
function endGrant(model: Model, index: number, status: 'completed' | 'forfeited' | 'expired') {
  const grant = model.grants[index]!;
  const wasActive = grant.status === 'active';
  if (status === 'completed') model.real = model.real.plus(grant.bonus);
  grant.bonus = new Money(0);
  grant.status = status;
  if (wasActive) {
    const next = model.grants.find((candidate) => candidate.status === 'pending');
    if (next !== undefined) next.status = 'active';
  }
}

function endIfSpent(model: Model, index: number | null) {
  if (index === null) return;
  const grant = model.grants[index]!;
  if (grant.status !== 'active' || !grant.bonus.isZero()) return;
  if (model.bets.some((bet) => bet.open && bet.roundGrant === index)) return;
  endGrant(model, index, 'completed');
}

interface Player {
  loginToken: string;
  playerId: string;
  sessions: Record<'slot' | 'table', string>;
}

async function apply(player: Player, model: Model, op: Op): Promise<void> {
  const games: Record<'slot' | 'table', TestGame> = {
    slot: TEST_GAMES.slot,
    table: TEST_GAMES.table,
  };
  switch (op.kind) {
    case 'deposit': {
      const offer = op.offer === 'welcome' ? welcome : op.offer === 'reload' ? reload : null;
      const response = await post(
        app,
        'depo-wd',
        {
          transactionType: 'DEPOSIT',
          currency: 'IDR',
          amount: String(op.amount),
          paymentChannel: 'BCA',
          ...(offer === null ? {} : { bonusOfferId: offer.id }),
        },
        player.loginToken,
      );
      if (op.offer === 'welcome' && model.deposits > 0) {
        assert.deepEqual([response.statusCode, response.body.params?.rule], [409, 'firstDeposit']);
        return;
      }
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      const id = response.body.data.transactionId as string;
      const approved = await admin(app, 'POST', `/transactions/${id}/approve`, {});
      assert.equal(approved.statusCode, 200, JSON.stringify(approved.body));
      model.real = model.real.plus(op.amount);
      model.deposits += 1;
      if (offer !== null) {
        const granted = Money.min(
          new Money(op.amount).times(offer.percent).dividedBy(100),
          offer.maxGrant,
        ).toDecimalPlaces(2, Money.ROUND_DOWN);
        model.grants.push({
          status: activeOf(model) === -1 ? 'active' : 'pending',
          bonus: granted,
          progress: new Money(0),
          required: granted.times(offer.multiplier),
        });
      }
      return;
    }
    case 'bet': {
      const active = activeOf(model);
      const grant = active === -1 ? null : model.grants[active]!;
      const body = {
        sessionId: player.sessions[op.game],
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: games[op.game].code,
        amount: String(op.amount),
      };
      const response = await gatewayCall(app, games[op.game].gpid, 'bet', body);
      const bonus = grant?.bonus ?? new Money(0);
      if (grant !== null && op.amount > MAX_BET) {
        assert.equal(response.body.errorCode, 46, JSON.stringify(response.body));
        return;
      }
      if (model.real.plus(bonus).lt(op.amount)) {
        assert.equal(response.body.errorCode, 20, JSON.stringify(response.body));
        return;
      }
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      const amount = new Money(op.amount);
      const bonusPart = grant === null ? new Money(0) : Money.max(amount.minus(model.real), 0);
      const realPart = amount.minus(bonusPart);
      const progressAdded = grant === null ? new Money(0) : amount.times(WEIGHTS[op.game]);
      model.real = model.real.minus(realPart);
      model.bets.push({
        ...body,
        game: op.game,
        amount,
        realPart,
        bonusPart,
        progressAdded,
        grant: grant === null ? null : active,
        roundGrant: bonusPart.gt(0) ? active : null,
        open: true,
      });
      if (grant !== null) {
        grant.bonus = grant.bonus.minus(bonusPart);
        grant.progress = grant.progress.plus(progressAdded);
        if (grant.progress.gte(grant.required)) endGrant(model, active, 'completed');
        else endIfSpent(model, active);
      }
      return;
    }
    case 'win': {
      const open = model.bets.filter((bet) => bet.open);
      if (open.length === 0) return;
      const bet = open[op.pick % open.length]!;
      const response = await gatewayCall(app, games[bet.game].gpid, 'win', {
        sessionId: player.sessions[bet.game],
        transactionId: randomUUID(),
        roundId: bet.roundId,
        amount: String(op.amount),
      });
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      bet.open = false;
      const amount = new Money(op.amount);
      const grant = bet.roundGrant === null ? null : model.grants[bet.roundGrant]!;
      const share =
        grant === null
          ? new Money(0)
          : amount.times(bet.bonusPart).dividedBy(bet.amount).toDecimalPlaces(2, Money.ROUND_DOWN);
      if (grant === null || grant.status === 'completed') {
        model.real = model.real.plus(amount);
      } else if (grant.status === 'active') {
        grant.bonus = grant.bonus.plus(share);
        model.real = model.real.plus(amount.minus(share));
      } else {
        model.real = model.real.plus(amount.minus(share));
      }
      endIfSpent(model, bet.roundGrant);
      return;
    }
    case 'rollback': {
      const open = model.bets.filter((bet) => bet.open);
      if (open.length === 0) return;
      const bet = open[op.pick % open.length]!;
      const response = await gatewayCall(app, games[bet.game].gpid, 'rollback', {
        sessionId: player.sessions[bet.game],
        transactionId: bet.transactionId,
      });
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      bet.open = false;
      const grant = bet.grant === null ? null : model.grants[bet.grant]!;
      if (grant === null || grant.status === 'completed') {
        model.real = model.real.plus(bet.amount);
      } else if (grant.status === 'active') {
        model.real = model.real.plus(bet.realPart);
        grant.bonus = grant.bonus.plus(bet.bonusPart);
        grant.progress = Money.max(grant.progress.minus(bet.progressAdded), 0);
        endIfSpent(model, bet.grant);
      } else {
        model.real = model.real.plus(bet.realPart);
      }
      return;
    }
    case 'withdraw': {
      const response = await post(
        app,
        'depo-wd',
        {
          transactionType: 'WITHDRAW',
          currency: 'IDR',
          amount: String(op.amount),
          paymentChannel: 'BCA',
          ...(op.confirm ? { forfeitBonus: true } : {}),
        },
        player.loginToken,
      );
      const open = model.grants.filter((grant) => ['pending', 'active'].includes(grant.status));
      const atStake = open.reduce((sum, grant) => sum.plus(grant.bonus), new Money(0));
      if (!op.confirm && atStake.gt(0)) {
        assert.equal(response.body.errorCode, 47, JSON.stringify(response.body));
        return;
      }
      if (model.real.lt(op.amount)) {
        assert.equal(response.body.errorCode, 10, JSON.stringify(response.body));
        return;
      }
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      if (op.confirm) {
        // Pending grants first, then the active one: none becomes active on the way.
        for (const grant of open) {
          grant.status = 'forfeited';
          grant.bonus = new Money(0);
        }
      }
      model.real = model.real.minus(op.amount);
      return;
    }
    case 'forfeit': {
      const active = activeOf(model);
      if (active === -1) return;
      const grants = await post(app, 'bonus/grants', { status: 'active' }, player.loginToken);
      const grantId = grants.body.data[0].grantId as string;
      const response = await post(app, 'bonus/forfeit', { grantId }, player.loginToken);
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      endGrant(model, active, 'forfeited');
      return;
    }
    case 'expire': {
      const active = activeOf(model);
      if (active === -1) return;
      await pool.query(
        `UPDATE bonus_grants SET expires_at = now() - interval '1 second'
         WHERE player_id = $1 AND status = 'active'`,
        [player.playerId],
      );
      await expireDueGrants(pool);
      endGrant(model, active, 'expired');
      return;
    }
  }
}

/** The player's money and grants as the database holds them, in the model's terms. */
async function observed(playerId: string) {
  const { rows: real } = await pool.query<{ balance: string }>(
    `SELECT COALESCE((SELECT balance FROM ledger_accounts WHERE player_id = $1 AND currency = 'IDR'), 0)::text AS balance`,
    [playerId],
  );
  const { rows: grants } = await pool.query<{
    status: GrantStatus;
    bonus: string;
    progress: string;
  }>(
    `SELECT grant_row.status, account.balance::text AS bonus,
            grant_row.wagering_progress::text AS progress
     FROM bonus_grants grant_row
     JOIN ledger_accounts account ON account.bonus_grant_id = grant_row.id
     WHERE grant_row.player_id = $1 ORDER BY grant_row.created_at, grant_row.id`,
    [playerId],
  );
  return {
    real: new Money(real[0]!.balance).toFixed(2),
    grants: grants.map((grant) => [
      grant.status,
      new Money(grant.bonus).toFixed(2),
      new Money(grant.progress).toFixed(4),
    ]),
  };
}

const expected = (model: Model) => ({
  real: model.real.toFixed(2),
  grants: model.grants.map((grant) => [
    grant.status,
    grant.bonus.toFixed(2),
    grant.progress.toFixed(4),
  ]),
});

test(`${RUNS} random sequences of deposits with offers, bets, wins, rollbacks, withdrawals, forfeits and expiries match the model`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
      const { loginToken } = await registerPlayer(app);
      // The seeded brands verify a player before a withdrawal.
      await verifyIdentity(app, pool, loginToken);
      const playerId = (await post(app, 'me', {}, loginToken)).body.data.playerId as string;
      const player: Player = {
        loginToken,
        playerId,
        sessions: {
          slot: await providerSession(app, loginToken, TEST_GAMES.slot),
          table: await providerSession(app, loginToken, TEST_GAMES.table),
        },
      };
      const model: Model = { real: new Money(0), deposits: 0, grants: [], bets: [] };
      for (const [step, op] of ops.entries()) {
        await apply(player, model, op).catch((error: Error) => {
          throw new Error(`step ${step} ${JSON.stringify(op)} of ${JSON.stringify(ops)}`, {
            cause: error,
          });
        });
        assert.deepEqual(
          await observed(playerId),
          expected(model),
          `after step ${step} ${JSON.stringify(op)} of ${JSON.stringify(ops)}`,
        );
        await assertBonusInvariants(pool);
      }
      await assertLedgerInvariants(pool);
    }),
    {
      numRuns: RUNS,
      examples: [
        // A win's bonus share 119,000 × 6,000 / 51,000 is exactly 14,000: dividing first lost a cent.
        [
          [
            { kind: 'deposit', amount: 50000, offer: 'reload' },
            { kind: 'bet', amount: 5000, game: 'slot' },
            { kind: 'bet', amount: 51000, game: 'table' },
            { kind: 'win', pick: 1, amount: 119000 },
          ],
        ],
      ],
    },
  );
});

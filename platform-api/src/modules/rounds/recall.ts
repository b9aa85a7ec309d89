// A round's record as players and staff read it: the round, its ledger movements, the funds
// around it and a status that tells an open round still being played from one left behind.

import type { RoundDetail, RoundMovement, RoundStatus } from '@croupier/contracts';
import type { Decimal } from 'decimal.js';

import type { Queryable } from '../../db/pool.js';
import { atCurrencyScale, Money } from '../../money/amounts.js';
import {
  findRound,
  fundsAround,
  type RecalledRound,
  type RoundKey,
  roundTransfers,
  type RoundTransfer,
} from './recall-repository.js';

const MOVEMENT_KINDS: Record<string, RoundMovement['kind']> = {
  game_bet: 'bet',
  game_win: 'win',
  game_rollback: 'refund',
  jackpot_contribution: 'jackpotContribution',
  jackpot_win: 'jackpotWin',
};

/** Open rounds: in progress while their game session lives, interrupted once it has ended. */
function statusOf(round: RecalledRound): RoundStatus {
  if (round.storedStatus === 'settled') return 'complete';
  if (round.storedStatus === 'rolledBack') return 'cancelled';
  return round.sessionLive ? 'inProgress' : 'interrupted';
}

function totals(transfers: RoundTransfer[]) {
  const zero = () => new Money(0);
  const sums = {
    wager: zero(),
    bonusWager: zero(),
    win: zero(),
    bonusWin: zero(),
    refund: zero(),
    jackpotContribution: zero(),
    jackpotWin: zero(),
  };
  const add = (name: keyof typeof sums, amount: Decimal.Value) => {
    sums[name] = sums[name].plus(amount);
  };
  for (const { kind, real, bonus, pool } of transfers) {
    if (kind === 'game_bet') {
      add('wager', new Money(real).negated());
      add('bonusWager', new Money(bonus).negated());
      add('jackpotContribution', pool);
    } else if (kind === 'game_win') {
      add('win', real);
      add('bonusWin', bonus);
    } else if (kind === 'game_rollback') {
      add('refund', new Money(real).plus(bonus));
    } else if (kind === 'jackpot_contribution') {
      add('jackpotContribution', pool);
    } else if (kind === 'jackpot_win') {
      add('jackpotWin', real);
    }
  }
  return sums;
}

/**
 * What one transfer of the round moved, as the record lists it. A bet's jackpot contribution is a
 * posting of the bet's own transfer (before, a transfer of its own): listed after the bet as what
 * the pool took, the house's money.
 */
function movementsOf(
  transfer: RoundTransfer,
  money: (amount: Decimal.Value) => string,
): RoundMovement[] {
  const kind = MOVEMENT_KINDS[transfer.kind];
  if (kind === undefined) return [];
  const at = transfer.at.toISOString();
  if (kind === 'jackpotContribution') {
    return [{ kind, amount: money(transfer.pool), bonusAmount: money(0), at }];
  }
  const movement = { kind, amount: money(transfer.real), bonusAmount: money(transfer.bonus), at };
  if (kind !== 'bet' || new Money(transfer.pool).isZero()) return [movement];
  return [
    movement,
    { kind: 'jackpotContribution', amount: money(transfer.pool), bonusAmount: money(0), at },
  ];
}

/** The round's full record, or null when there is no such round (of that player). */
export async function recallRound(db: Queryable, key: RoundKey): Promise<RoundDetail | null> {
  const round = await findRound(db, key);
  if (round === null) return null;
  const transfers = await roundTransfers(db, round);
  const first = transfers[0];
  const last = transfers.at(-1);
  const funds =
    first === undefined || last === undefined
      ? null
      : await fundsAround(db, round, { first: first.id, last: last.id });
  const money = (amount: Decimal.Value) => atCurrencyScale(new Money(amount), round.scale);
  const sums = totals(transfers);
  return {
    roundId: round.roundId,
    gpid: round.gpid,
    provider: round.provider,
    gameCode: round.gameCode,
    game: round.game,
    category: round.category as RoundDetail['category'],
    paytable: round.paytable,
    playerId: round.playerId,
    currency: round.currency,
    status: statusOf(round),
    startedAt: round.startedAt.toISOString(),
    endedAt: round.endedAt?.toISOString() ?? null,
    wager: money(sums.wager),
    win: money(sums.win),
    bonusWager: money(sums.bonusWager),
    bonusWin: money(sums.bonusWin),
    refund: money(sums.refund),
    jackpotContribution: money(sums.jackpotContribution),
    jackpotWin: money(sums.jackpotWin),
    fundsBefore: funds === null ? null : money(funds.before),
    fundsAfter: funds === null ? null : money(funds.after),
    choices: round.choices,
    outcome: round.outcome,
    movements: transfers.flatMap((transfer) => movementsOf(transfer, money)),
  };
}

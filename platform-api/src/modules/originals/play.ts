// Playing an original: every bet takes the player's seed pair (locked, so one player's bets take
// consecutive nonces), stakes and pays through the game wallet core in SQL (gateway_bet and
// gateway_win, as provider ORIG: ledger transfers, player protection, rounds), and settles a
// signed record, all in one transaction.

import { createHash, randomUUID } from 'node:crypto';

import type {
  MinesRoundState,
  OriginalsBetRequest,
  OriginalsGameRules,
  OriginalsRound,
} from '@croupier/contracts';
import { Decimal } from 'decimal.js';
import type pg from 'pg';

import { withTransaction, type Queryable } from '../../db/pool.js';
import { ApiError, badRequestError, ErrorCode, notFoundError } from '../../http/errors.js';
import { applyBet, applyWin, playerBalance } from '../gateway/index.js';
import { MINES_TILES, minesMultiplier, type OriginalGame } from './games.js';
import { drawOf, minesOf } from './outcomes.js';
import {
  activeSeed,
  findRound,
  gameSettings,
  openRoundOf,
  insertRound,
  insertRoundSession,
  recordReveal,
  rotateSeed,
  settleRound,
  takeNonce,
  transferIdsOf,
  type GameSettings,
  type SeedPair,
  type StoredRound,
} from './repository.js';
import type { RecordSigner } from './signing.js';

const GPID = 'ORIG';
const SESSION_TTL_SECONDS = 3600;

export interface Bettor {
  id: string;
  brandId: string;
}

interface Stake {
  game: OriginalGame;
  currency: string;
  amount: string;
}

const requestHash = (text: string) => createHash('sha256').update(text).digest();
const betTransaction = (roundId: string) => `${roundId}:bet`;
const winTransaction = (roundId: string) => `${roundId}:win`;

/** The brand's settings, with the stake checked against them. */
async function checkedSettings(
  db: pg.PoolClient,
  player: Bettor,
  { game, currency, amount }: Stake,
): Promise<GameSettings> {
  const settings = await gameSettings(db, player.brandId, game, currency);
  if (settings === null) throw badRequestError(`Unknown currency ${currency}`);
  if (!settings.enabled)
    throw new ApiError(ErrorCode.gamePlayerDisabled, `${game} is switched off`);
  const stake = new Decimal(amount);
  if (stake.lte(0)) throw badRequestError('amount must be greater than zero');
  if (stake.decimalPlaces() > settings.scale) {
    throw badRequestError(`${currency} amounts have at most ${settings.scale} decimal places`);
  }
  if (settings.minStake !== null && stake.lt(settings.minStake)) {
    throw new ApiError(
      ErrorCode.badRequest,
      `The minimum ${game} stake is ${settings.minStake} ${currency}`,
      { reason: 'stakeBelowMinimum', params: { limit: settings.minStake, currency } },
    );
  }
  if (settings.maxStake !== null && stake.gt(settings.maxStake)) {
    throw new ApiError(
      ErrorCode.badRequest,
      `The maximum ${game} stake is ${settings.maxStake} ${currency}`,
      { reason: 'stakeAboveMaximum', params: { limit: settings.maxStake, currency } },
    );
  }
  return settings;
}

/** The locked pair a new bet draws from: rotated first once it reached its bound (3.3.2(c)). */
async function seedForBet(db: pg.PoolClient, playerId: string): Promise<SeedPair> {
  const seed = await activeSeed(db, playerId, { lock: true });
  // A mines round still open draws from this pair: revealing it would reveal its mines.
  if (seed.due && (await openRoundOf(db, playerId)) === null) {
    return rotateSeed(db, playerId, seed, undefined);
  }
  return seed;
}

/** Opens a round: takes the nonce and the stake. Returns the round and the balance after. */
async function stakeRound(
  db: pg.PoolClient,
  player: Bettor,
  stake: Stake,
  params: object,
): Promise<{ round: StoredRound; settings: GameSettings; balance: string }> {
  const settings = await checkedSettings(db, player, stake);
  const seed = await seedForBet(db, player.id);
  const nonce = await takeNonce(db, seed);
  const roundId = randomUUID();
  const sessionId = await insertRoundSession(db, player.id, stake.game, stake.currency);
  const amount = new Decimal(stake.amount).toFixed();
  await insertRound(db, {
    id: roundId,
    playerId: player.id,
    game: stake.game,
    currency: stake.currency,
    amount,
    params,
    seedId: seed.id,
    nonce,
    edge: settings.edge,
    sessionId,
  });
  const { answer } = await applyBet(db, {
    gpid: GPID,
    sessionId,
    transactionId: betTransaction(roundId),
    roundId,
    gameCode: stake.game,
    amount,
    requestHash: requestHash(betTransaction(roundId)),
    sessionTtlSeconds: SESSION_TTL_SECONDS,
  });
  const round: StoredRound = {
    id: roundId,
    game: stake.game,
    currency: stake.currency,
    amount,
    params: params as Record<string, unknown>,
    nonce,
    edge: settings.edge,
    sessionId,
    revealed: [],
    status: 'open',
    record: null,
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
  };
  return { round, settings, balance: answer.balance };
}

/** Pays the round (a zero win too, which closes it) and stores its signed record. */
async function payRound(
  db: pg.PoolClient,
  signer: RecordSigner,
  round: StoredRound,
  {
    outcome,
    multiplier,
    maxPayout,
    scale,
  }: {
    outcome: Record<string, unknown>;
    multiplier: Decimal;
    maxPayout: string | null;
    scale: number;
  },
): Promise<OriginalsRound> {
  const won = new Decimal(round.amount).times(multiplier);
  // The brand's bound per round caps what one round pays.
  const payout = (maxPayout === null ? won : Decimal.min(won, maxPayout)).toDecimalPlaces(
    scale,
    Decimal.ROUND_DOWN,
  );
  const { answer } = await applyWin(db, {
    gpid: GPID,
    sessionId: round.sessionId,
    transactionId: winTransaction(round.id),
    roundId: round.id,
    amount: payout.toFixed(),
    requestHash: requestHash(winTransaction(round.id)),
  });
  const at = new Date().toISOString();
  const unsigned = {
    roundId: round.id,
    game: round.game,
    params: round.params,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    edge: round.edge,
    outcome,
    currency: round.currency,
    amount: round.amount,
    multiplier: multiplier.toFixed(),
    payout: payout.toFixed(),
    balanceAfter: answer.balance,
    transferIds: await transferIdsOf(db, [betTransaction(round.id), winTransaction(round.id)]),
    at,
  };
  const record = { ...unsigned, signature: signer.sign(unsigned) };
  await settleRound(db, round.id, record, at);
  return record;
}

/** The balance as the gateway answers it: at the currency's scale. */
async function shownBalance(
  db: Queryable,
  playerId: string,
  currency: string,
  { scale }: GameSettings,
): Promise<string> {
  return new Decimal(await playerBalance(db, playerId, currency)).toFixed(scale);
}

/** The brand's rules of `game` in `currency`, with the mines round the player left open. */
export async function gameRules(
  db: Queryable,
  player: Bettor,
  game: OriginalGame,
  currency: string,
): Promise<OriginalsGameRules> {
  const settings = await gameSettings(db, player.brandId, game, currency);
  if (settings === null) throw badRequestError(`Unknown currency ${currency}`);
  const open = game === 'mines' ? await openRoundOf(db, player.id) : null;
  const openSettings =
    open === null || open.currency === currency
      ? settings
      : await gameSettings(db, player.brandId, 'mines', open.currency);
  return {
    game,
    currency,
    enabled: settings.enabled,
    edge: settings.edge,
    minStake: settings.minStake,
    maxStake: settings.maxStake,
    maxPayout: settings.maxPayout,
    openRound:
      open === null || openSettings === null
        ? null
        : minesState(open, await shownBalance(db, player.id, open.currency, openSettings), null),
  };
}

/** A dice, limbo or plinko bet, drawn and settled at once. */
export async function playBet(
  pool: pg.Pool,
  signer: RecordSigner,
  player: Bettor,
  bet: OriginalsBetRequest,
): Promise<OriginalsRound> {
  return withTransaction(pool, async (db) => {
    const { round, settings } = await stakeRound(db, player, bet, bet.params);
    const draw = drawOf(
      bet,
      { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      new Decimal(settings.edge),
    );
    return payRound(db, signer, round, { ...draw, ...settings });
  });
}

function minesState(
  round: StoredRound,
  balance: string,
  record: OriginalsRound | null,
): MinesRoundState {
  const mines = Number(round.params.mines);
  return {
    roundId: round.id,
    status: record === null ? 'open' : 'settled',
    currency: round.currency,
    amount: round.amount,
    mines,
    revealed: round.revealed,
    multiplier: minesMultiplier(mines, round.revealed.length, new Decimal(round.edge)).toFixed(),
    balance,
    round: record,
  };
}

export async function startMines(
  pool: pg.Pool,
  player: Bettor,
  stake: { currency: string; amount: string; mines: number },
): Promise<MinesRoundState> {
  return withTransaction(pool, async (db) => {
    const open = await openRoundOf(db, player.id);
    if (open !== null) {
      throw new ApiError(
        ErrorCode.badRequest,
        'Finish the open mines round before starting another',
        {
          reason: 'roundStillOpen',
          params: { roundId: open.id },
        },
      );
    }
    const { round, balance } = await stakeRound(
      db,
      player,
      { game: 'mines', currency: stake.currency, amount: stake.amount },
      { mines: stake.mines },
    );
    return minesState(round, balance, null);
  });
}

async function openMinesRound(db: pg.PoolClient, player: Bettor, roundId: string) {
  const round = await findRound(db, player.id, roundId, { lock: true });
  if (round === null || round.game !== 'mines') throw notFoundError(`No mines round ${roundId}`);
  if (round.status !== 'open') {
    throw new ApiError(ErrorCode.roundNotOpen, `Round ${roundId} has ended`);
  }
  const settings = await gameSettings(db, player.brandId, 'mines', round.currency);
  if (settings === null) throw new Error(`Round ${roundId} has an unknown currency`);
  const mines = minesOf(
    { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    Number(round.params.mines),
  );
  return { round, settings, mines };
}

/** Ends a mines round: the record shows the mines and the tiles revealed. */
function settleMines(
  db: pg.PoolClient,
  signer: RecordSigner,
  { round, settings, mines }: Awaited<ReturnType<typeof openMinesRound>>,
  multiplier: Decimal,
) {
  return payRound(db, signer, round, {
    outcome: { mines, revealed: round.revealed },
    multiplier,
    maxPayout: settings.maxPayout,
    scale: settings.scale,
  });
}

export async function revealMine(
  pool: pg.Pool,
  signer: RecordSigner,
  player: Bettor,
  roundId: string,
  tile: number,
): Promise<MinesRoundState> {
  return withTransaction(pool, async (db) => {
    const open = await openMinesRound(db, player, roundId);
    const { round, mines } = open;
    if (round.revealed.includes(tile)) throw badRequestError(`Tile ${tile} is already revealed`);
    await recordReveal(db, roundId, tile);
    round.revealed = [...round.revealed, tile];
    const hit = mines.includes(tile);
    const cleared = round.revealed.length === MINES_TILES - mines.length;
    if (!hit && !cleared) {
      return minesState(
        round,
        await shownBalance(db, player.id, round.currency, open.settings),
        null,
      );
    }
    const multiplier = hit
      ? new Decimal(0)
      : minesMultiplier(mines.length, round.revealed.length, new Decimal(round.edge));
    const record = await settleMines(db, signer, open, multiplier);
    return minesState(round, record.balanceAfter, record);
  });
}

export async function cashOutMines(
  pool: pg.Pool,
  signer: RecordSigner,
  player: Bettor,
  roundId: string,
): Promise<MinesRoundState> {
  return withTransaction(pool, async (db) => {
    const open = await openMinesRound(db, player, roundId);
    const { round, mines } = open;
    if (round.revealed.length === 0) throw badRequestError('Reveal a tile before cashing out');
    const multiplier = minesMultiplier(
      mines.length,
      round.revealed.length,
      new Decimal(round.edge),
    );
    const record = await settleMines(db, signer, open, multiplier);
    return minesState(round, record.balanceAfter, record);
  });
}

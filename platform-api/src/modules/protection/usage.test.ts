// What counts against limits (protection_usage), read from the hourly running totals, equals the
// sum over every row of the window that it replaced, over random histories of bets, wins,
// rollbacks and deposits in several currencies, changed, moved in time and removed. Each history
// is written and measured in one transaction that is rolled back (so rounds, checked at commit,
// need not exist); its seed is in every failure message, and PROTECTION_USAGE_SEED replays it.

import assert from 'node:assert/strict';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';

import type pg from 'pg';

import { createTestDatabase } from '../../../test/harness.js';
import { respellPaymentStatusesBefore0082 } from '../../../test/old-payment-statuses.js';

const database = await createTestDatabase();
after(() => database.drop());

/** The formula protection_usage had before the running totals: every row created after `since`. */
const USAGE_FROM_EVERY_ROW = `
CREATE FUNCTION pg_temp.usage_from_every_row(player uuid, limit_kind text, since timestamptz,
  base_currency text)
RETURNS numeric LANGUAGE plpgsql STABLE AS $$
DECLARE
  used numeric;
BEGIN
  IF limit_kind = 'deposit' THEN
    SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency)) INTO used
    FROM (SELECT currency, sum(amount) AS total FROM payments
          WHERE player_id = player AND transaction_type = 'DEPOSIT'
            AND status IN ('pending', 'approved')
            AND created_at > since
          GROUP BY currency) AS per_currency;
    RETURN COALESCE(used, 0);
  END IF;
  SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency)) INTO used
  FROM (SELECT currency, sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END) AS total
        FROM provider_transactions
        WHERE player_id = player AND created_at > since
          AND (kind = 'bet' OR (kind = 'win' AND limit_kind = 'loss'))
        GROUP BY currency) AS per_currency;
  RETURN COALESCE(used, 0) - COALESCE((
    SELECT sum(fx_convert_at_mid_rate(total, currency, base_currency))
    FROM (SELECT currency, sum(amount) AS total FROM provider_rollbacks
          WHERE player_id = player AND created_at > since
          GROUP BY currency) AS per_currency), 0);
END $$`;

/** What the running totals must hold: the counted rows' sums per player, kind, currency, hour. */
const TOTALS_FROM_ROWS = `
SELECT player_id, kind, currency, date_trunc('hour', created_at, 'UTC') AS hour, sum(amount) AS total
FROM (SELECT player_id, 'deposit' AS kind, currency, created_at, amount FROM payments
      WHERE transaction_type = 'DEPOSIT' AND status IN ('pending', 'approved')
      UNION ALL
      SELECT player_id, kind, currency, created_at, amount FROM provider_transactions
      WHERE kind IN ('bet', 'win') AND player_id IS NOT NULL
      UNION ALL
      SELECT player_id, 'rollback', currency, created_at, amount FROM provider_rollbacks
      WHERE player_id IS NOT NULL) AS counted
GROUP BY 1, 2, 3, 4`;

const STORED_TOTALS = `SELECT player_id, kind, currency, hour, total FROM protection_usage_hours`;

/**
 * Rows of `a` not in `b` (and back), totals compared as numbers, of the hours kept (those that
 * began in the last 31 days; older ones are dropped as new hours open); hours with 0 may be kept.
 */
const TOTALS_DIFFER = (a: string, b: string) => {
  const kept = (totals: string) =>
    `SELECT player_id, kind, currency, hour, total::numeric FROM (${totals}) AS totals
     WHERE total <> 0 AND hour >= now() - interval '31 days'`;
  return `SELECT count(*)::int AS differences FROM (
    (${kept(a)} EXCEPT ${kept(b)}) UNION ALL (${kept(b)} EXCEPT ${kept(a)})) AS differences`;
};

/**
 * Where times are drawn around: now, the windows' starts, and the starts of the hours those fall
 * in and of the next (so rows land on and beside every boundary the totals split at).
 */
const ANCHORS = [
  'now()',
  ...['1 day', '7 days', '30 days'].flatMap((period) => [
    `now() - interval '${period}'`,
    `date_trunc('hour', now() - interval '${period}', 'UTC')`,
    `date_trunc('hour', now() - interval '${period}', 'UTC') + interval '1 hour'`,
  ]),
];

const CURRENCIES = ['IDR', 'THB', 'BTC'];
const newSeed = () => Number(process.env.PROTECTION_USAGE_SEED ?? randomInt(2 ** 31));
const PERIODS = ['1 day', '7 days', '30 days'];

/** A small deterministic generator, so that a failing seed replays its history. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  return { below, pick };
}

type Random = ReturnType<typeof generator>;

/** A time: an anchor moved by 0, one microsecond either way, or up to a day and a half. */
function randomTime(random: Random): string {
  const anchor = random.pick(ANCHORS);
  const shift = random.pick([
    0,
    1,
    -1,
    random.below(129_600_000_000) - 64_800_000_000,
    // Anywhere in the last 31 days, and a little in the future.
    random.below(2_685_000_000_000) - 2_678_400_000_000,
  ]);
  return `(${anchor} + ${shift} * interval '1 microsecond')`;
}

/** An amount with up to 8 decimals, as large as a few million. */
const randomAmount = (random: Random) =>
  ((random.below(5_000_000) + 1) * 10 ** random.below(3) + random.below(100_000_000) / 1e8).toFixed(
    8,
  );

async function insertPlayer(client: pg.PoolClient): Promise<string> {
  const username = `usage_${randomBytes(6).toString('hex')}`;
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO players (brand_id, username, password_hash, currency, referral_code)
     VALUES ('croupier', $1, '$argon2id$test', 'IDR', upper(substr(md5($1), 1, 8))) RETURNING id`,
    [username],
  );
  const id = rows[0]!.id;
  await client.query(
    `INSERT INTO ledger_accounts (player_id, currency) SELECT $1, unnest($2::text[])`,
    [id, CURRENCIES],
  );
  return id;
}

/** One random change of the history: a new row, a decision, a move in time or a removal. */
async function randomChange(client: pg.PoolClient, random: Random, players: string[], n: number) {
  const player = random.pick(players);
  const currency = random.pick(CURRENCIES);
  const at = randomTime(random);
  const amount = randomAmount(random);
  const id = `usage-${n}`;
  switch (random.below(9)) {
    case 0:
    case 1:
      await client.query(
        `INSERT INTO provider_transactions (gpid, transaction_id, kind, player_id, round_id, currency,
           amount, created_at) VALUES ('PG', $1, $2, $3, $1, $4, $5, ${at})`,
        [id, random.pick(['bet', 'win']), player, currency, amount],
      );
      return;
    case 2:
      // A tombstone (a rollback of an unknown bet) counts for nothing.
      await client.query(
        `INSERT INTO provider_transactions (gpid, transaction_id, kind, created_at)
         VALUES ('PG', $1, 'tombstone', ${at})`,
        [id],
      );
      return;
    case 3: {
      // A rollback names its player at once, or later (as the gateway fills it in).
      const later = random.below(2) === 0;
      await client.query(
        `INSERT INTO provider_rollbacks (gpid, transaction_id, request_hash, player_id, currency,
           amount, created_at)
         VALUES ('PG', $1, sha256(convert_to($1::text, 'UTF8')), $2, $3, $4, ${at})`,
        [id, later ? null : player, later ? null : currency, later ? null : amount],
      );
      if (later) {
        await client.query(
          `UPDATE provider_rollbacks SET player_id = $2, currency = $3, amount = $4
           WHERE gpid = 'PG' AND transaction_id = $1`,
          [id, player, currency, amount],
        );
      }
      return;
    }
    case 4:
    case 5: {
      const status = random.pick(['pending', 'approved', 'declined', 'held']);
      await client.query(
        `INSERT INTO payments (player_id, transaction_type, status, currency, amount,
           reason, network, tx_hash, hold_reason, hold_message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ${at})`,
        [
          player,
          // Only deposits arrive on chain and are held.
          status === 'held' ? 'DEPOSIT' : random.pick(['DEPOSIT', 'DEPOSIT', 'WITHDRAW']),
          status,
          currency,
          amount,
          status === 'declined' ? 'No payment arrived' : null,
          status === 'held' ? 'TRON' : null,
          status === 'held' ? createHash('sha256').update(id).digest('hex') : null,
          status === 'held' ? 'playerExcluded' : null,
          status === 'held' ? 'Excluded' : null,
        ],
      );
      return;
    }
    case 6:
      // The staff decide a request, or release a held chain deposit.
      await client.query(
        `UPDATE payments SET status = decision.status, reason = decision.reason
         FROM (SELECT id, CASE WHEN status = 'held' OR $2 THEN 'approved' ELSE 'declined' END AS status,
                      CASE WHEN status = 'pending' AND NOT $2 THEN 'Declined' END AS reason
               FROM payments WHERE player_id = $1 AND status IN ('pending', 'held')
               ORDER BY created_at LIMIT 1) AS decision
         WHERE payments.id = decision.id`,
        [player, random.below(2) === 0],
      );
      return;
    case 7: {
      // A row moves in time (as tests age rows) or in amount.
      const table = random.pick(['provider_transactions', 'provider_rollbacks', 'payments']);
      await client.query(
        `UPDATE ${table} SET created_at = ${at}, amount = CASE WHEN $2 THEN $3::numeric ELSE amount END
         WHERE id = (SELECT id FROM ${table} WHERE player_id = $1 ORDER BY random() LIMIT 1)`,
        [player, random.below(2) === 0, amount],
      );
      return;
    }
    default: {
      const table = random.pick(['provider_transactions', 'provider_rollbacks', 'payments']);
      await client.query(
        `DELETE FROM ${table}
         WHERE id = (SELECT id FROM ${table} WHERE player_id = $1 ORDER BY random() LIMIT 1)`,
        [player],
      );
    }
  }
}

/** Every player's usage of each kind, in each base currency, since each window start and anchor. */
async function usageDifferences(client: pg.PoolClient, players: string[]) {
  const sinces = [
    ...PERIODS.map((period) => `now() - interval '${period}'`),
    ...ANCHORS,
    `now() - interval '3 days 1 hour 12 minutes'`,
  ];
  const { rows } = await client.query<{ differences: object[] }>(
    `SELECT COALESCE(jsonb_agg(jsonb_build_object('player', player, 'kind', kind, 'since', since,
              'base', base, 'totals', totals, 'rows', every_row)), '[]') AS differences
     FROM (SELECT player, kind, since, base,
                  protection_usage(player, kind, since, base) AS totals,
                  pg_temp.usage_from_every_row(player, kind, since, base) AS every_row
           FROM unnest($1::uuid[]) AS player,
                unnest(ARRAY['deposit', 'loss', 'wager']) AS kind,
                unnest(ARRAY['IDR', 'THB', 'USD']) AS base,
                unnest(ARRAY[${sinces.join(', ')}]) AS since) AS usage
     WHERE totals IS DISTINCT FROM every_row`,
    [players],
  );
  return rows[0]!.differences;
}

async function totalsDifferences(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ differences: number }>(
    TOTALS_DIFFER(STORED_TOTALS, TOTALS_FROM_ROWS),
  );
  return rows[0]!.differences;
}

/** Runs `work` on a connection of the tables' owner, in a transaction that is rolled back. */
async function rolledBack(work: (client: pg.PoolClient) => Promise<void>) {
  const client = await database.ownerPool.connect();
  try {
    await client.query('BEGIN');
    await client.query(USAGE_FROM_EVERY_ROW);
    await work(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

test('usage from the hourly totals equals the sum over every row of the window', async () => {
  for (let history = 0; history < 6; history += 1) {
    const seed = newSeed();
    const random = generator(seed);
    await rolledBack(async (client) => {
      // A session half an hour off UTC: hours still split at UTC's.
      await client.query(`SET LOCAL TIME ZONE 'Asia/Kolkata'`);
      const players = [await insertPlayer(client), await insertPlayer(client)];
      for (let step = 0; step < 8; step += 1) {
        for (let change = 0; change < 40; change += 1) {
          await randomChange(client, random, players, step * 100 + change);
        }
        assert.deepEqual(await usageDifferences(client, players), [], `seed ${seed}`);
        assert.equal(await totalsDifferences(client), 0, `seed ${seed}`);
      }
    });
  }
});

test('the migration counts the rows recorded before it as the triggers would', async () => {
  const migration = await readFile(
    new URL('../../db/migrations/0062_protection_usage_hours.sql', import.meta.url),
    'utf8',
  );
  const seed = newSeed();
  const random = generator(seed);
  await rolledBack(async (client) => {
    const players = [await insertPlayer(client), await insertPlayer(client)];
    for (let change = 0; change < 200; change += 1) {
      await randomChange(client, random, players, change);
    }
    await client.query(`CREATE TEMPORARY TABLE kept AS ${STORED_TOTALS}`);
    await client.query('DROP TABLE protection_usage_hours');
    // The migration reads the payments under the table's first name (migration 0078 renamed it)
    // and their statuses in their first words (migration 0082 changed them).
    await respellPaymentStatusesBefore0082(client);
    await client.query('ALTER TABLE payments RENAME TO depo_wd_transactions');
    await client.query(migration);
    await client.query('ALTER TABLE depo_wd_transactions RENAME TO payments');
    const { rows } = await client.query<{ differences: number }>(
      TOTALS_DIFFER(STORED_TOTALS, 'SELECT * FROM kept'),
    );
    assert.equal(rows[0]!.differences, 0, `seed ${seed}`);
    const { rows: counted } = await client.query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM protection_usage_hours',
    );
    assert.ok(counted[0]!.rows > 0, `seed ${seed}`);
  });
});

test('the hour that opens drops the same totals older than 31 days, which no window reaches', async () => {
  await rolledBack(async (client) => {
    const player = await insertPlayer(client);
    const bet = (id: string, at: string) =>
      client.query(
        `INSERT INTO provider_transactions (gpid, transaction_id, kind, player_id, round_id, currency,
           amount, created_at) VALUES ('PG', $1, 'bet', $2, $1, 'IDR', 10, ${at})`,
        [id, player],
      );
    const hours = async () =>
      (
        await client.query(
          'SELECT hour FROM protection_usage_hours WHERE player_id = $1 ORDER BY hour',
          [player],
        )
      ).rows.length;
    await bet('old', `now() - interval '32 days'`);
    assert.equal(await hours(), 0);
    await bet('month', `now() - interval '29 days'`);
    assert.equal(await hours(), 1);
    await bet('now', 'now()');
    assert.equal(await hours(), 2);
    const { rows } = await client.query<{ used: string }>(
      `SELECT protection_usage($1, 'wager', now() - interval '30 days', 'IDR') AS used`,
      [player],
    );
    assert.equal(Number(rows[0]!.used), 20);
  });
});

/** Every player's usage whose upper bound (protection_usage_bounds) is below its exact figure. */
async function boundsBelowUsage(client: pg.PoolClient, players: string[]) {
  const sinces = [...PERIODS.map((period) => `now() - interval '${period}'`), ...ANCHORS];
  const { rows } = await client.query<{ below: object[] }>(
    `SELECT COALESCE(jsonb_agg(jsonb_build_object('player', player, 'since', since, 'base', base,
              'bounds', bounds, 'totals', totals)), '[]') AS below
     FROM (SELECT player, since, base,
                  protection_usage_bounds(player, since, base) AS bounds,
                  protection_usage_totals(player, since, base) AS totals
           FROM unnest($1::uuid[]) AS player,
                unnest(ARRAY['IDR', 'THB', 'USD']) AS base,
                unnest(ARRAY[${sinces.join(', ')}]) AS since) AS usage
     WHERE (bounds).deposit < (totals).deposit OR (bounds).wager < (totals).wager
        OR (bounds).loss < (totals).loss`,
    [players],
  );
  return rows[0]!.below;
}

test('the bounds a limit check reads first are never below the usage of the window', async () => {
  for (let history = 0; history < 4; history += 1) {
    const seed = newSeed();
    const random = generator(seed);
    await rolledBack(async (client) => {
      const players = [await insertPlayer(client), await insertPlayer(client)];
      for (let step = 0; step < 6; step += 1) {
        for (let change = 0; change < 40; change += 1) {
          await randomChange(client, random, players, step * 100 + change);
        }
        assert.deepEqual(await boundsBelowUsage(client, players), [], `seed ${seed}`);
      }
    });
  }
});

test('a limit check whose bounds would refuse reads the window exactly', async () => {
  await rolledBack(async (client) => {
    const player = await insertPlayer(client);
    await client.query(
      `INSERT INTO player_limits (player_id, kind, period, value) VALUES ($1, 'wager', 'day', 1000)`,
      [player],
    );
    // In the hour the day's window starts in, but before its start: in the bound, not the usage.
    await client.query(
      `INSERT INTO provider_transactions (gpid, transaction_id, kind, player_id, round_id, currency,
         amount, created_at)
       VALUES ('PG', 'early', 'bet', $1, 'early', 'IDR', 900,
               date_trunc('hour', now() - interval '1 day', 'UTC'))`,
      [player],
    );
    const check = (amount: number) =>
      client.query(
        `SELECT protection_check_limits($1, ARRAY['wager'], $2, false, 'IDR', 2::smallint,
           'limitExceeded')`,
        [player, amount],
      );
    await check(1000);
    await assert.rejects(check(1000.01), /daily wager limit of 1000 IDR: 1000 IDR remain/);
  });
});

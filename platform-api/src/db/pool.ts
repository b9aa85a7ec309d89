import pg from 'pg';

/** Anything that runs a query: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.ClientBase, 'query'>;

export interface PoolLogger {
  error(details: object, message: string): void;
}

export function createPool(connectionString: string, logger: PoolLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, admin kill) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client failed'));
  return pool;
}

/** Runs `work` in one transaction on `client`: all of it commits, or none of it does. */
export async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // The original error matters more than a failed ROLLBACK; the pool drops a dead connection.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Runs `work` in one transaction on a client of its own. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => work(client));
  } finally {
    client.release();
  }
}

/**
 * Runs `work` while holding a session-level advisory lock, so concurrent API processes
 * (e.g. two replicas starting at once) take turns.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  lockKey: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a unique-constraint violation, with the constraint's name. */
export function uniqueViolation(error: unknown): string | null {
  if (error instanceof pg.DatabaseError && error.code === '23505') {
    return error.constraint ?? '';
  }
  return null;
}

/** The one row an INSERT … RETURNING answered: answering none is a bug, not a refusal. */
export function returnedRow<Row>({ rows }: { rows: Row[] }, statement: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}

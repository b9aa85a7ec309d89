import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E_PG_PORT, ROOT_DIR } from './stack';

// Rows a journey changes directly, as the API's own tests do: the start of a login session moves
// time. The e2e package borrows the API's PostgreSQL driver rather than carrying its own.

interface SqlClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}

const { Client } = createRequire(path.join(ROOT_DIR, 'platform-api/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => SqlClient;
};

const CONNECTION_STRING = `postgres://postgres:postgres@localhost:${E2E_PG_PORT}/croupier`;

export async function sql(text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: CONNECTION_STRING });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Moves the start of the player's login sessions to `secondsAgo` seconds before now. */
export async function startLoginSessionsAgo(username: string, secondsAgo: number) {
  await sql(
    `UPDATE login_sessions SET created_at = now() - make_interval(secs => $2)
     WHERE player_id IN (SELECT id FROM players WHERE username = $1)`,
    [username, secondsAgo],
  );
}

/**
 * Marks the player's identity verified, as the support desk's approval of their documents does:
 * the demo brands refuse a first withdrawal until then. The documents journey is verification.spec.
 */
export async function markIdentityVerified(username: string) {
  await sql(
    `INSERT INTO player_verifications (player_id, status)
     SELECT id, 'verified' FROM players WHERE username = $1
     ON CONFLICT (player_id) DO UPDATE SET status = 'verified', reason = NULL, updated_at = now()`,
    [username],
  );
}

import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E_PG_PORT, ROOT_DIR } from './stack';

// Rows a journey changes directly: brand settings, which only operators' SQL changes today, and
// the start of a login session, which moves time as the API's own tests do. The e2e package
// borrows the API's PostgreSQL driver rather than carrying its own.

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
 * Runs `journey` with the brand's `authSetting.registerSetting.promptDepositLimit` on, and puts
 * the brand's config back as it was afterwards.
 */
export async function withDepositLimitPrompt(brandId: string, journey: () => Promise<void>) {
  const [brand] = await sql('SELECT config FROM brands WHERE id = $1', [brandId]);
  if (brand === undefined) throw new Error(`No brand ${brandId}`);
  await sql(
    `UPDATE brands
     SET config = jsonb_set(config, '{authSetting,registerSetting,promptDepositLimit}', 'true')
     WHERE id = $1`,
    [brandId],
  );
  try {
    await journey();
  } finally {
    await sql('UPDATE brands SET config = $2 WHERE id = $1', [brandId, brand.config]);
  }
}

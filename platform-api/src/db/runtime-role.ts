// The API runs as a database role of its own, apart from the role that owns the tables and runs
// the migrations. The append-only triggers of the audit log and the ledger bind every role but
// their owner (who may disable, drop or truncate past them) and superusers (who may also switch
// triggers off with session_replication_role); so the API's role is neither, and holds only the
// privileges it uses: rows of the tables (no UPDATE or DELETE on append-only ones, no TRUNCATE),
// the sequences and the functions.

import pg from 'pg';

import type { Queryable } from './pool.js';

/**
 * The runtime role of the embedded cluster and the tests: local-only demo credentials, like the
 * cluster's own `postgres`. Deployments create their role themselves (docker-compose.yml).
 */
export const DEMO_RUNTIME_ROLE = { name: 'croupier_app', password: 'croupier_app' } as const;

/** The login role of a PostgreSQL connection string. */
export function connectionRole(connectionString: string): string {
  const role = decodeURIComponent(new URL(connectionString).username);
  if (role === '') throw new Error('The database connection string names no user');
  return role;
}

/** `connectionString` logging in as `role` with `password` instead. */
export function withCredentials(connectionString: string, role: string, password: string) {
  const url = new URL(connectionString);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * Creates the runtime login role unless it exists, with no power over roles, databases or
 * replication; an existing role is left as it is (production refuses one with too much power).
 * Run as the owner, which needs CREATEROLE for a missing role, else the role must be made by hand.
 */
export async function ensureRuntimeRole(
  db: Queryable,
  { name, password }: { name: string; password: string },
): Promise<void> {
  const { rows } = await db.query<{ exists: boolean; creates: boolean }>(
    `SELECT EXISTS (SELECT FROM pg_roles WHERE rolname = $1) AS exists,
       (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) AS creates`,
    [name],
  );
  const [{ exists, creates }] = rows as [(typeof rows)[number]];
  if (exists) return;
  if (!creates || password === '') {
    throw new Error(
      `The database role ${name} of DATABASE_URL does not exist: create it (LOGIN, with its password and no other attribute)`,
    );
  }
  // Concurrent starts may both see no role; the loser's duplicate is harmless. PostgreSQL names it
  // duplicate_object, or unique_violation when both inserts race in its catalogue.
  await db
    .query(
      `CREATE ROLE ${pg.escapeIdentifier(name)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${pg.escapeLiteral(password)}`,
    )
    .catch((error: unknown) => {
      if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    });
}

/** The password of a PostgreSQL connection string; empty when it has none. */
export const connectionPassword = (connectionString: string) =>
  decodeURIComponent(new URL(connectionString).password);

/**
 * What the API may only read or append to: tables an append-only trigger guards, and views.
 * Names come escaped, ready for a statement.
 */
async function readOrAppendOnly(
  client: pg.PoolClient,
): Promise<{ appendOnly: string[]; views: string[] }> {
  const names = async (sql: string) =>
    (await client.query<{ name: string }>(sql)).rows.map((row) => pg.escapeIdentifier(row.name));
  return {
    appendOnly: await names(
      `SELECT DISTINCT c.relname AS name
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE c.relnamespace = 'public'::regnamespace
         AND p.proname IN ('ledger_refuse_change', 'audit_log_refuse_change')
       ORDER BY 1`,
    ),
    views: await names(
      `SELECT relname AS name FROM pg_class
       WHERE relnamespace = 'public'::regnamespace AND relkind IN ('v', 'm') ORDER BY 1`,
    ),
  };
}

/**
 * Gives `role` exactly what the API uses, on every table, sequence and function of the schema;
 * run by the owner after the migrations and definitions, at every start (new tables included).
 */
export async function grantRuntimePrivileges(client: pg.PoolClient, role: string): Promise<void> {
  const { rows } = await client.query<{ owner: string }>('SELECT current_user AS owner');
  // Revoking from the owner would take its own tables away from it.
  if (rows[0]?.owner === role) throw new Error(`${role} owns the tables: grant to another role`);
  const grantee = pg.escapeIdentifier(role);
  const { appendOnly, views } = await readOrAppendOnly(client);
  const revoke = (privileges: string, names: string[]) =>
    names.length > 0 ? `REVOKE ${privileges} ON ${names.join(', ')} FROM ${grantee};` : '';
  await client.query(`
    GRANT USAGE ON SCHEMA public TO ${grantee};
    REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${grantee};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${grantee};
    ${revoke('UPDATE, DELETE', appendOnly)}
    ${revoke('INSERT, UPDATE, DELETE', views)}
    REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM ${grantee};
    REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${grantee};
    GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${grantee};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${grantee};
  `);
}

/**
 * Why the connection's role must not run the API: a superuser, a role that owns (or may act as
 * the owner of) the tables, or one that may create objects in the schema can get past the
 * append-only triggers. Empty when the role is fit.
 */
export async function runtimeRoleProblems(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{
    role: string;
    superuser: boolean;
    owners: string[];
    creates: boolean;
  }>(
    `SELECT current_user AS role,
       (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
       ARRAY(SELECT DISTINCT tableowner::text FROM pg_tables
             WHERE schemaname = 'public' AND pg_has_role(current_user, tableowner, 'USAGE')
             ORDER BY 1) AS owners,
       has_schema_privilege(current_user, 'public', 'CREATE') AS creates`,
  );
  const [{ role, superuser, owners, creates }] = rows as [(typeof rows)[number]];
  const problems: string[] = [];
  if (superuser) {
    problems.push(`DATABASE_URL logs in as ${role}, a superuser: give the API a role of its own`);
  }
  if (owners.length > 0) {
    problems.push(
      `DATABASE_URL logs in as ${role}, which owns the tables (as ${owners.join(', ')}): migrations run as the owner (MIGRATION_DATABASE_URL), the API as another role`,
    );
  }
  if (creates && !superuser) {
    problems.push(`DATABASE_URL logs in as ${role}, which may create objects in schema public`);
  }
  return problems;
}

// One-shot: prepares the database (migrations, SQL definitions, seed, the API role and its grants)
// as the tables' owner, then exits; 0 when done. Run once per release before the API processes,
// which then start with MIGRATIONS=off and never race each other over the schema: docker-compose's
// `migrate` service, Kubernetes' migrations Job. Needs DATABASE_URL (the API's role) and
// MIGRATION_DATABASE_URL (the owner); it never starts an embedded database.

import { loadRemoteBaseUrls } from './config.js';
import { prepareForRuntime } from './db/prepare-for-runtime.js';
import { databaseProblems, isProduction } from './production.js';

async function main(): Promise<number> {
  const { env } = process;
  const databaseUrl = env.DATABASE_URL?.trim();
  const problems = isProduction(env)
    ? databaseProblems(env).filter((problem) => problem !== null)
    : [];
  if (!databaseUrl)
    problems.push('DATABASE_URL is unset: migrate never starts an embedded database');
  if (problems.length > 0 || !databaseUrl) {
    console.error('Refusing to migrate:');
    for (const problem of new Set(problems)) console.error(problem);
    return 1;
  }
  // Only what preparing needs is read: the API's secrets are not this Job's.
  const applied = await prepareForRuntime(
    { ownerUrl: env.MIGRATION_DATABASE_URL?.trim() || databaseUrl, runtimeUrl: databaseUrl },
    loadRemoteBaseUrls(env),
    { error: (details, message) => console.error(message, details) },
  );
  console.info(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'No migration to apply');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Migration failed', error);
    process.exit(1);
  },
);

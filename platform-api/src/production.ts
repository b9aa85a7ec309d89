// Production mode (NODE_ENV=production) refuses to start on a configuration that is only safe on a
// developer's machine: the demo secrets are public in this repository, so with any of them anyone
// could sign game wins, call the operator API, or have deposits sent to addresses whose keys are
// public; the embedded database keeps its data under the working folder; and an API running as the
// tables' owner could switch off the triggers that keep the ledger and the audit log append-only.

import { HDKey } from '@scure/bip32';

import { DEMO_OPERATOR_KEY, DEMO_WALLET_XPUB, demoProviderSecret } from './config.js';
import { connectionRole } from './db/runtime-role.js';
import { hub88Problems } from './hub88-production.js';

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Shortest secret production accepts: 128 bits written as hex or base64 is longer than this. */
const MIN_SECRET_LENGTH = 16;

/** Every reason the environment is unfit for production, one line each naming its variable. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  return [
    databaseUrlProblem(env.DATABASE_URL?.trim()),
    migrationDatabaseUrlProblem(env.MIGRATION_DATABASE_URL?.trim(), env.DATABASE_URL?.trim()),
    operatorKeyProblem(env.OPERATOR_KEY?.trim()),
    providerSecretsProblem(env.PROVIDER_SECRETS?.trim()),
    walletXpubProblem(env.WALLET_XPUB?.trim()),
    ...hub88Problems(env),
  ].filter((problem) => problem !== null);
}

function databaseUrlProblem(value: string | undefined): string | null {
  if (!value) {
    return 'DATABASE_URL is unset: production needs its own PostgreSQL (the embedded one is for development)';
  }
  return null;
}

/** The role checks that need the database itself are runtimeRoleProblems (db/runtime-role.ts). */
function migrationDatabaseUrlProblem(
  value: string | undefined,
  databaseUrl: string | undefined,
): string | null {
  if (!value) {
    return "MIGRATION_DATABASE_URL is unset: migrations run as the tables' owner, the API (DATABASE_URL) as a role of its own";
  }
  if (!databaseUrl) return null;
  const owner = roleOf(value);
  if (owner === null) return 'MIGRATION_DATABASE_URL is not a connection string with a user';
  if (owner === roleOf(databaseUrl)) {
    return "MIGRATION_DATABASE_URL and DATABASE_URL log in as the same role: the API's role must not own the tables";
  }
  return null;
}

function roleOf(connectionString: string): string | null {
  try {
    return connectionRole(connectionString);
  } catch {
    return null;
  }
}

function operatorKeyProblem(value: string | undefined): string | null {
  if (!value) return 'OPERATOR_KEY is unset: set a long random secret';
  if (value === DEMO_OPERATOR_KEY) return 'OPERATOR_KEY is the public demo key: set your own';
  if (value.length < MIN_SECRET_LENGTH) {
    return `OPERATOR_KEY is shorter than ${MIN_SECRET_LENGTH} characters: set a long random secret`;
  }
  return null;
}

function providerSecretsProblem(value: string | undefined): string | null {
  if (!value) {
    return 'PROVIDER_SECRETS is unset: set a JSON object of gpid → secret (the demo secrets are public)';
  }
  let secrets: unknown;
  try {
    secrets = JSON.parse(value);
  } catch {
    return 'PROVIDER_SECRETS is not JSON: set a JSON object of gpid → secret';
  }
  if (typeof secrets !== 'object' || secrets === null || Array.isArray(secrets)) {
    return 'PROVIDER_SECRETS is not a JSON object of gpid → secret';
  }
  const entries = Object.entries(secrets);
  if (entries.length === 0) return 'PROVIDER_SECRETS lists no provider';
  const demo = entries.filter(([gpid, secret]) => secret === demoProviderSecret(gpid));
  if (demo.length > 0) {
    return `PROVIDER_SECRETS gives ${demo.map(([gpid]) => gpid).join(', ')} the public demo secret: set your own`;
  }
  const weak = entries.filter(
    ([, secret]) => typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH,
  );
  if (weak.length > 0) {
    return `PROVIDER_SECRETS has secrets shorter than ${MIN_SECRET_LENGTH} characters for ${weak.map(([gpid]) => gpid).join(', ')}`;
  }
  return null;
}

function walletXpubProblem(value: string | undefined): string | null {
  if (!value) return "WALLET_XPUB is unset: set your wallet's account-level extended public key";
  if (value === DEMO_WALLET_XPUB) {
    return 'WALLET_XPUB is the public demo key, whose private keys anyone has: set your own';
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value);
  } catch {
    return 'WALLET_XPUB is not an extended public key';
  }
  if (key.privateKey !== null) {
    return 'WALLET_XPUB is a private key: give the API the extended public key only';
  }
  return null;
}

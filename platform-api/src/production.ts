// Production mode (NODE_ENV=production) refuses to start on a configuration that is only safe on a
// developer's machine: the demo secrets are public in this repository, so with any of them anyone
// could sign game wins, call the operator API, or have deposits sent to addresses whose keys are
// public; the embedded database keeps its data under the working folder; and an API running as the
// tables' owner could switch off the triggers that keep the ledger and the audit log append-only.
// It also refuses secrets anyone could guess, trusting X-Forwarded-For from any proxy (which lets a
// client pick the address its rate limits count against), and running without the sanctions
// screening list.

import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import { HDKey } from '@scure/bip32';

import {
  DEMO_OPERATOR_KEY,
  DEMO_STAFF_SECRET_KEY,
  DEMO_WALLET_XPUB,
  demoProviderSecret,
} from './config.js';
import { connectionRole } from './db/runtime-role.js';
import { hub88Problems } from './hub88-production.js';
import { parseScreeningCsv } from './modules/protection/index.js';
import { parseSecretKey } from './security/secret-box.js';

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Shortest secret production accepts: 128 bits written as hex or base64 is longer than this. */
const MIN_SECRET_LENGTH = 16;
/**
 * Fewest distinct characters a secret must have: 20 × `a` is long but guessable. Random hex of 16
 * characters has about 10 (fewer than 8 about once in a hundred: make it longer), of 64 all 16.
 */
const MIN_DISTINCT_CHARACTERS = 8;
const GUESSABLE = 'too few distinct characters';
const RANDOM_SECRET_HINT = 'e.g. `openssl rand -hex 32`';
const isGuessable = (secret: string) => new Set(secret).size < MIN_DISTINCT_CHARACTERS;
/** Narrowest a trusted proxy's network may be written: one host or a handful (a /29, say). */
const MIN_TRUSTED_PREFIX = { 4: 24, 6: 120 } as const;
/** proxy-addr's names of whole address ranges: trusting one trusts every client in it. */
const BLANKET_PROXY_NAMES = ['uniquelocal', 'linklocal'];

/** Every reason the environment is unfit for production, one line each naming its variable. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  // With MIGRATIONS=off a one-shot `migrate` prepared the database: the API processes need not
  // hold the owner's credentials at all.
  const migrates = env.MIGRATIONS?.trim() !== 'off';
  return [
    ...(migrates || env.MIGRATION_DATABASE_URL?.trim()
      ? databaseProblems(env)
      : [databaseUrlProblem(env.DATABASE_URL?.trim())]),
    operatorKeyProblem(env.OPERATOR_KEY?.trim()),
    providerSecretsProblem(env.PROVIDER_SECRETS?.trim()),
    walletXpubProblem(env.WALLET_XPUB?.trim()),
    staffSecretKeyProblem('STAFF_SECRET_KEY', env.STAFF_SECRET_KEY?.trim()),
    env.STAFF_SECRET_KEY_PREVIOUS?.trim()
      ? staffSecretKeyProblem('STAFF_SECRET_KEY_PREVIOUS', env.STAFF_SECRET_KEY_PREVIOUS.trim())
      : null,
    screeningListProblem(env.SCREENING_LIST?.trim()),
    trustProxyProblem(env.TRUST_PROXY?.trim()),
    ...hub88Problems(env),
  ].filter((problem) => problem !== null);
}

/** What is wrong with the database URLs for migrating (the owner's) and running (the API's). */
export function databaseProblems(env: NodeJS.ProcessEnv): (string | null)[] {
  return [
    databaseUrlProblem(env.DATABASE_URL?.trim()),
    migrationDatabaseUrlProblem(env.MIGRATION_DATABASE_URL?.trim(), env.DATABASE_URL?.trim()),
  ];
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
  if (isGuessable(value)) {
    return `OPERATOR_KEY is guessable (${GUESSABLE}): set a random secret, ${RANDOM_SECRET_HINT}`;
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
  const guessable = entries.filter(([, secret]) => isGuessable(secret as string));
  if (guessable.length > 0) {
    return `PROVIDER_SECRETS has guessable secrets (${GUESSABLE}) for ${guessable.map(([gpid]) => gpid).join(', ')}: set random ones, ${RANDOM_SECRET_HINT}`;
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

function staffSecretKeyProblem(name: string, value: string | undefined): string | null {
  if (!value) return `${name} is unset: make one with \`openssl rand -hex 32\``;
  if (value === DEMO_STAFF_SECRET_KEY) {
    return `${name} is the public demo key: make one with \`openssl rand -hex 32\``;
  }
  try {
    parseSecretKey(value);
  } catch (error) {
    return (error as Error).message.replace('STAFF_SECRET_KEY', name);
  }
  return null;
}

function screeningListProblem(value: string | undefined): string | null {
  if (!value) {
    return "SCREENING_LIST is unset: set the path of the operator's sanctions/PEP list (CSV name,date_of_birth)";
  }
  const file = path.resolve(value);
  try {
    accessSync(file, constants.R_OK);
    if (statSync(file).isFile()) return null;
  } catch {
    // Reported below, as for a folder.
  }
  return `SCREENING_LIST ${file} cannot be read: production screens every verification against the operator's list`;
}

/** The line production logs at start: which screening list, how many entries, when it changed. */
export function describeScreeningList(file: string): string {
  const entries = parseScreeningCsv(readFileSync(file, 'utf8')).length;
  return `Screening list ${file}: ${entries} entries, changed ${statSync(file).mtime.toISOString()}`;
}

function trustProxyProblem(value: string | undefined): string | null {
  if (!value) return null;
  if (value === 'true') {
    return 'TRUST_PROXY is true, which lets every client name its own address: name your proxy (its address, or loopback)';
  }
  const blanket = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((entry) => {
      if (BLANKET_PROXY_NAMES.includes(entry)) return true;
      const [address = '', prefix] = entry.split('/');
      const version = isIP(address);
      const narrowest = version === 4 ? MIN_TRUSTED_PREFIX[4] : MIN_TRUSTED_PREFIX[6];
      return version !== 0 && prefix !== undefined && Number(prefix) < narrowest;
    });
  if (blanket.length > 0) {
    return `TRUST_PROXY trusts whole networks (${blanket.join(', ')}): any client in them escapes per-address limits; name your proxy's address`;
  }
  return null;
}

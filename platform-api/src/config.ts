// The API's settings, from its environment variables (environment.ts: each variable's type,
// default and meaning, validated at start; the README's Configuration table lists them). Every
// variable is optional in development: the defaults run the whole stack on one machine with an
// embedded PostgreSQL. With NODE_ENV=production the secrets are required and their demo values
// refused (production.ts, db/runtime-role.ts).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { RemoteName } from '@croupier/contracts';

import { readEnvironment, type Environment } from './environment.js';
import { loadSigningKey } from './originals-signing-key.js';

/** The workspace root: platform-api's parent folder. */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RateLimitSettings {
  authPerMinute: number;
  sessionTokenPerMinute: number;
  loginMaxFailures: number;
  loginFailureWindowMinutes: number;
  operatorKeyFailuresPerMinute: number;
}

/** The Hub88 integration: where its API is, and the keys both sides sign with (PEM). */
export interface Hub88Settings {
  apiUrl: string;
  operatorId: number;
  /** Hub88's public key: verifies its wallet calls and its answers. */
  hub88PublicKey: string;
  /** The operator's private key: signs answers to Hub88 and calls to its API. */
  operatorPrivateKey: string;
  /** Origins of the game pages Hub88's game URLs open. */
  gameOrigins: string[];
}

export interface AppSettings {
  defaultBrandId: string;
  trustProxy: boolean | string;
  rateLimits: RateLimitSettings;
  operatorKey: string;
  walletXpub: string;
  receiptsDir: string;
  kycDir: string;
  screeningListPath: string;
  /** gpid → HMAC secret; null gives every provider its demo secret. */
  providerSecrets: Record<string, string> | null;
  demoProviderPublicUrl: string;
  /** null: the API's own listening address. */
  gatewayUrl: string | null;
  /** null: the Hub88 integration is off. */
  hub88: Hub88Settings | null;
  /** Whether this process runs the lottery draw scheduler. */
  lotteryScheduler: boolean;
  /** Each remote's registered base URL: a release's manifest must be served under it. */
  remoteBaseUrls: Record<RemoteName, string>;
  shellManifestUrl: string;
  /** How long a release's manifest may take to arrive. */
  manifestTimeoutMs: number;
  /** Whether the staff session cookie is Secure (HTTPS only): on with NODE_ENV=production. */
  secureCookies: boolean;
  /** The key staff TOTP secrets are sealed under, and the one before it while rotating. */
  staffSecretKey: string;
  staffSecretKeyPrevious: string | null;
  /** Whether /docs serves the Swagger UI: on in development, off in production unless asked. */
  swaggerUi: boolean;
  /** Ed25519 PKCS#8 PEM that signs originals rounds; null: a new key for this process (tests). */
  originalsSigningKey: string | null;
  /** Redis (redis:// or rediss://), checked by /health/ready; null when unused. */
  redisUrl: string | null;
}

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  /** The tables' owner; undefined: DATABASE_URL's role migrates too (development only). */
  migrationDatabaseUrl: string | undefined;
  embeddedPostgres: { port: number; dataDir: string; projectRoot: string };
  /** false: a one-shot `migrate` prepared the database; this process only serves. */
  migrations: boolean;
  /** The longest a SIGTERM'd process takes to exit. */
  shutdownGraceMs: number;
  app: AppSettings;
}

/** DEMO operator key, for local runs only: every real deployment sets OPERATOR_KEY. */
export const DEMO_OPERATOR_KEY = 'demo-operator-key';

/**
 * DEMO key that staff TOTP secrets are sealed under (AES-256-GCM), for local runs only: it is public
 * in this repository, so every real deployment sets STAFF_SECRET_KEY (production refuses this one).
 */
export const DEMO_STAFF_SECRET_KEY =
  '605153fe60d6a76f46e50ffeb0ef3c4fd3d2f76139577cb8889fa129f97d5c4c';

/**
 * DEMO extended public key: the public BIP39 test mnemonic "abandon abandon … about" at
 * m/44'/0'/0'. Its private keys are public knowledge, so funds sent to its addresses are lost;
 * every real deployment sets WALLET_XPUB to the xpub of its own wallet.
 */
export const DEMO_WALLET_XPUB =
  'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj';

/**
 * Hub88's published DEMO public key (github.com/coingaming/Hub88-Examples, priv/public.pem): its
 * private half is public, so production refuses it in either role.
 */
export const DEMO_HUB88_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx3IRpSri/9SjA7f9me35
v6LtJzn8drb1vg/UeGaPPFR16KsUOPqbGJ2r1pRPJMedqqbO7Agt/HavWDcQhNZl
c9VrVQcWK/w2HD9PflQYv0oQMiPK5Mut/eIdFOpwwwaRAU4s6WOkJdSmP9F4cfr/
amTZZoY59/t3SZWYjgZ9/LDI2X8S3uLW/JPiH+6dm2bU8ykhxoWwLE/piJxynS73
EzM0tgjHyTUMkarhK9qRVZk581/kzmtJLLBZQl9XrQQcIfQ+zFZj7ijddOptxpxq
Cmq8gQNohB56p34yjVH3uAJAaFvIVg5mEkprrvNVDJwGonHSaaq7AICmzrF6h/r5
dwIDAQAB
-----END PUBLIC KEY-----
`;

/** What an empty environment gives: the schema's defaults. */
const schemaDefaults = readEnvironment({});

export const defaultRemoteBaseUrls: Record<RemoteName, string> = remoteBaseUrlsOf(schemaDefaults);

export const defaultAppSettings: AppSettings = {
  defaultBrandId: schemaDefaults.DEFAULT_BRAND_ID,
  trustProxy: trustProxyOf(schemaDefaults.TRUST_PROXY),
  rateLimits: rateLimitsOf(schemaDefaults),
  operatorKey: DEMO_OPERATOR_KEY,
  walletXpub: DEMO_WALLET_XPUB,
  receiptsDir: path.join(repositoryRoot, '.data', 'receipts'),
  kycDir: path.join(repositoryRoot, '.data', 'kyc'),
  screeningListPath: path.join(repositoryRoot, '.data', 'screening-list.csv'),
  providerSecrets: null,
  demoProviderPublicUrl: '',
  gatewayUrl: null,
  hub88: null,
  // Off unless asked for, so apps built in tests make no draws behind their backs.
  lotteryScheduler: false,
  remoteBaseUrls: defaultRemoteBaseUrls,
  shellManifestUrl: schemaDefaults.SHELL_MANIFEST_URL,
  manifestTimeoutMs: 5_000,
  secureCookies: false,
  staffSecretKey: DEMO_STAFF_SECRET_KEY,
  staffSecretKeyPrevious: null,
  swaggerUi: true,
  originalsSigningKey: null,
  redisUrl: null,
};

/** DEMO secret of a provider's gateway calls, used while PROVIDER_SECRETS is unset. */
export const demoProviderSecret = (gpid: string) => `demo-provider-secret:${gpid}`;

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnvironment(processEnv);
  const dataFolder = (name: string) => path.join(repositoryRoot, '.data', name);
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    migrations: env.MIGRATIONS === 'on',
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    embeddedPostgres: {
      projectRoot: repositoryRoot,
      port: env.EMBEDDED_PG_PORT,
      dataDir: path.resolve(env.EMBEDDED_PG_DATA_DIR ?? dataFolder('postgres')),
    },
    app: {
      defaultBrandId: env.DEFAULT_BRAND_ID,
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      rateLimits: rateLimitsOf(env),
      operatorKey: env.OPERATOR_KEY ?? defaultAppSettings.operatorKey,
      walletXpub: env.WALLET_XPUB ?? defaultAppSettings.walletXpub,
      receiptsDir: path.resolve(env.RECEIPTS_DIR ?? defaultAppSettings.receiptsDir),
      kycDir: path.resolve(env.KYC_DIR ?? defaultAppSettings.kycDir),
      screeningListPath: path.resolve(env.SCREENING_LIST ?? defaultAppSettings.screeningListPath),
      providerSecrets: providerSecretsOf(env.PROVIDER_SECRETS),
      demoProviderPublicUrl: withoutTrailingSlash(env.DEMO_PROVIDER_PUBLIC_URL ?? ''),
      gatewayUrl: env.GATEWAY_URL === undefined ? null : withoutTrailingSlash(env.GATEWAY_URL),
      hub88: hub88Of(env),
      lotteryScheduler: env.LOTTERY_SCHEDULER === 'on',
      remoteBaseUrls: remoteBaseUrlsOf(env),
      shellManifestUrl: withoutTrailingSlash(env.SHELL_MANIFEST_URL),
      manifestTimeoutMs: defaultAppSettings.manifestTimeoutMs,
      secureCookies: env.NODE_ENV === 'production',
      staffSecretKey: env.STAFF_SECRET_KEY ?? defaultAppSettings.staffSecretKey,
      staffSecretKeyPrevious: env.STAFF_SECRET_KEY_PREVIOUS ?? null,
      swaggerUi: (env.SWAGGER_UI ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
      originalsSigningKey: loadSigningKey(env, dataFolder('originals')),
      redisUrl: env.REDIS_URL ?? null,
    },
  };
}

/** The remotes' public base URLs (REMOTE_*_URL): all the seed needs of the configuration. */
export function loadRemoteBaseUrls(processEnv: NodeJS.ProcessEnv): AppSettings['remoteBaseUrls'] {
  return remoteBaseUrlsOf(readEnvironment(processEnv));
}

function remoteBaseUrlsOf(env: Environment): AppSettings['remoteBaseUrls'] {
  return {
    games: withoutTrailingSlash(env.REMOTE_GAMES_URL),
    wallet: withoutTrailingSlash(env.REMOTE_WALLET_URL),
    account: withoutTrailingSlash(env.REMOTE_ACCOUNT_URL),
    referral: withoutTrailingSlash(env.REMOTE_REFERRAL_URL),
  };
}

function rateLimitsOf(env: Environment): RateLimitSettings {
  return {
    authPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    sessionTokenPerMinute: env.SESSION_RATE_LIMIT_PER_MINUTE,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginFailureWindowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
    operatorKeyFailuresPerMinute: env.OPERATOR_KEY_FAILURES_PER_MINUTE,
  };
}

/** Entries are built as `${base}/mf-manifest.json`, so a trailing slash would double up. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function hub88Of(env: Environment): Hub88Settings | null {
  if (env.HUB88_API_URL === undefined) return null;
  if (env.HUB88_OPERATOR_ID === undefined) {
    throw new Error('HUB88_OPERATOR_ID must be the positive integer Hub88 gave you');
  }
  const readKey = (name: 'HUB88_PUBLIC_KEY_FILE' | 'HUB88_PRIVATE_KEY_FILE') => {
    const file = env[name];
    if (file === undefined)
      throw new Error(`${name} must name a PEM file when HUB88_API_URL is set`);
    return readFileSync(path.resolve(file), 'utf8');
  };
  const apiUrl = withoutTrailingSlash(env.HUB88_API_URL);
  const gameOrigins = (env.HUB88_GAME_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  if (!gameOrigins.every((origin) => URL.canParse(origin))) {
    throw new Error('HUB88_GAME_ORIGINS must list URLs');
  }
  return {
    apiUrl,
    operatorId: env.HUB88_OPERATOR_ID,
    gameOrigins: (gameOrigins.length > 0 ? gameOrigins : [apiUrl]).map(
      (origin) => new URL(origin).origin,
    ),
    hub88PublicKey: readKey('HUB88_PUBLIC_KEY_FILE'),
    operatorPrivateKey: readKey('HUB88_PRIVATE_KEY_FILE'),
  };
}

function providerSecretsOf(raw: string | undefined): Record<string, string> | null {
  if (raw === undefined) return null;
  const parsed: unknown = JSON.parse(raw);
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((secret) => typeof secret === 'string' && secret.length >= 16);
  if (!valid) {
    throw new Error('PROVIDER_SECRETS must be a JSON object of gpid → secret (16+ characters)');
  }
  return parsed as Record<string, string>;
}

function trustProxyOf(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

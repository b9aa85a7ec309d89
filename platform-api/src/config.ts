// Configuration from environment variables. Every variable is optional in development; the
// defaults run the whole stack on one machine with an embedded PostgreSQL. With
// NODE_ENV=production, DATABASE_URL, MIGRATION_DATABASE_URL, OPERATOR_KEY, PROVIDER_SECRETS,
// WALLET_XPUB, STAFF_SECRET_KEY and SCREENING_LIST are required and their demo values refused, as
// Hub88's demo keys are once HUB88_API_URL is set, and the API refuses to run as a superuser or the
// tables' owner (production.ts, db/runtime-role.ts).
//
//   PORT                          HTTP port of the API.                                   default 4000
//   HOST                          Interface to listen on.                                 default 0.0.0.0
//   LOG_LEVEL                     Fastify (pino) log level.                               default info
//   DATABASE_URL                  PostgreSQL connection string the API runs with: a role of its own that
//                                 neither owns the tables nor is a superuser. When unset, an embedded
//                                 PostgreSQL is started with its data under <repo>/.data/postgres, and
//                                 the API runs there as croupier_app.                    default unset
//   MIGRATION_DATABASE_URL        PostgreSQL connection string of the tables' owner: migrations, SQL
//                                 definitions, seed and the grants to DATABASE_URL's role run with it
//                                 at start, then it is closed. Required in production.   default DATABASE_URL
//   EMBEDDED_PG_PORT              Port of the embedded PostgreSQL.                        default 5433
//   EMBEDDED_PG_DATA_DIR          Data folder of the embedded PostgreSQL.                 default <repo>/.data/postgres
//   DEFAULT_BRAND_ID              Brand served to domains that match no brand.            default croupier
//   REMOTE_GAMES_URL              Base URL of the games remote (seeded into the remote registry); a
//                                 published release's manifest must be served under it.
//                                                                                         default http://localhost:3001
//   REMOTE_WALLET_URL             Base URL of the wallet remote.                          default http://localhost:3002
//   REMOTE_ACCOUNT_URL            Base URL of the account remote.                         default http://localhost:3003
//   REMOTE_REFERRAL_URL           Base URL of the referral remote.                        default http://localhost:3004
//   SHELL_MANIFEST_URL            The shell's mf-manifest.json: remote releases are checked against what
//                                 it shares before the registry moves.  default http://localhost:3000/mf-manifest.json
//   AUTH_RATE_LIMIT_PER_MINUTE    login3 / register3 calls allowed per client IP per minute. default 20
//   SESSION_RATE_LIMIT_PER_MINUTE tsGenerateSessionToken calls allowed per client IP per minute. default 60
//   LOGIN_MAX_FAILURES            Failed logins of one username before it is refused.     default 5
//   LOGIN_FAILURE_WINDOW_MINUTES  How long failed logins count against a username.        default 15
//   OPERATOR_KEY_FAILURES_PER_MINUTE  Wrong operator keys one client IP may send per minute, per API
//                                 process; then all its /admin/v1 calls answer 429.      default 10
//   TRUST_PROXY                   Which proxies may set X-Forwarded-For (true, false, or a list of
//                                 addresses/CIDRs/"loopback"); decides the client IP used for rate limits.
//                                 Production refuses true and whole networks: name the proxy.
//                                                                                         default loopback
//   OPERATOR_KEY                  Bootstrap key of the operator API (/admin/v1, header X-Operator-Key):
//                                 owner of every brand. Staff accounts and API keys do the daily work.
//                                 The default is a DEMO value: set your own.
//                                                                                         default demo-operator-key
//   WALLET_XPUB                   BIP32 extended public key (account level) that crypto deposit
//                                 addresses are derived from: m/<network index>/<player index>.
//                                 The default is a DEMO key of the public BIP39 test mnemonic
//                                 "abandon … about" at m/44'/0'/0': anyone can spend from it.
//                                                                                         default the demo xpub
//   RECEIPTS_DIR                  Folder of uploaded deposit receipts.                    default <repo>/.data/receipts
//   KYC_DIR                       Folder of players' identity documents (never served to players).
//                                                                                         default <repo>/.data/kyc
//   SCREENING_LIST                CSV of the sanctions/PEP list the operator keeps (name,date_of_birth);
//                                 in development a missing file is an empty list; production refuses
//                                 to start without a readable one.        default <repo>/.data/screening-list.csv
//   LOTTERY_SCHEDULER             on or off: whether this process makes the lottery draws when they
//                                 are due. Any number of processes may run it; each draw is made once.
//                                                                                         default on
//   PROVIDER_SECRETS              JSON object gpid → secret: the HMAC-SHA256 keys game providers sign
//                                 their gateway calls (/gateway/v1/<gpid>/…) with, header X-Signature.
//                                 When set, providers it does not list are refused. When unset, every
//                                 provider uses its DEMO secret "demo-provider-secret:<gpid>": set your own.
//                                                                                         default unset (demo)
//   DEMO_PROVIDER_PUBLIC_URL      Origin of the built-in demo provider as players' browsers reach it;
//                                 launch URLs are <it>/demo-provider/play?…. Empty keeps them relative
//                                 (same origin: the frontends forward /demo-provider to the API).
//                                                                                         default empty
//   GATEWAY_URL                   Base URL the demo provider calls the gateway at.        default http://127.0.0.1:<the API's port>
//   STAFF_SECRET_KEY              32 random bytes (64 hex digits or base64, `openssl rand -hex 32`) that
//                                 staff TOTP secrets are sealed under with AES-256-GCM. The default is
//                                 a DEMO key: set your own (production requires it).  default the demo key
//   STAFF_SECRET_KEY_PREVIOUS     While rotating: the key before STAFF_SECRET_KEY. Secrets under it are
//                                 sealed again under the new key at start; then unset it.  default unset
//   SWAGGER_UI                    on or off: whether /docs serves the OpenAPI UI and document.
//                                                                 default on; off with NODE_ENV=production
//   HUB88_API_URL                 Base URL of Hub88's operator API (its staging or production, or the
//                                 local sandbox). Unset switches the Hub88 integration off.   default unset
//   HUB88_OPERATOR_ID             The operator_id Hub88 gave this operator (an integer).  required with HUB88_API_URL
//   HUB88_PUBLIC_KEY_FILE         PEM file of Hub88's public key: its wallet calls are verified with it.
//                                                                                         required with HUB88_API_URL
//   HUB88_PRIVATE_KEY_FILE        PEM file of this operator's private key: answers to Hub88 and calls to
//                                 its API are signed with it; Hub88 holds its public key.  required with HUB88_API_URL
//   HUB88_GAME_ORIGINS            Origins of the game pages Hub88's URLs open (space- or comma-separated):
//                                 the only ones the site frames.          default the origin of HUB88_API_URL
//   ORIGINALS_SIGNING_KEY         Ed25519 private key (PKCS#8 PEM; "\n" escapes allowed) that signs
//                                 originals round records. Or ORIGINALS_SIGNING_KEY_FILE: its PEM file.
//                                 required in production; default <repo>/.data/originals/signing-key.pem
//   REDIS_URL                     Redis (redis://[user:password@]host:port[/db], or rediss:// for TLS) of
//                                 a deployment of several API processes; /health/ready answers 503
//                                 while it does not answer PING.                         default unset
//   MIGRATIONS                    on or off: whether this process migrates, applies the SQL definitions,
//                                 seeds and grants at start (with MIGRATION_DATABASE_URL). off: a one-shot
//                                 `pnpm --filter @croupier/platform-api migrate` did, once, before the
//                                 processes started (docker-compose, Kubernetes); MIGRATION_DATABASE_URL
//                                 is then not needed.                                     default on
//   SHUTDOWN_GRACE_MS             On SIGTERM the process stops accepting, lets in-flight requests finish
//                                 and closes its WebSockets with code 1012 (reconnect); it exits after
//                                 at most this long, whatever is still open. Keep it under the
//                                 orchestrator's grace period (Kubernetes: 30 s).         default 25000

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { RemoteName } from '@croupier/contracts';

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

export const defaultRemoteBaseUrls: Record<RemoteName, string> = {
  games: 'http://localhost:3001',
  wallet: 'http://localhost:3002',
  account: 'http://localhost:3003',
  referral: 'http://localhost:3004',
};

export const defaultAppSettings: AppSettings = {
  defaultBrandId: 'croupier',
  trustProxy: 'loopback',
  rateLimits: {
    authPerMinute: 20,
    sessionTokenPerMinute: 60,
    loginMaxFailures: 5,
    loginFailureWindowMinutes: 15,
    operatorKeyFailuresPerMinute: 10,
  },
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
  shellManifestUrl: 'http://localhost:3000/mf-manifest.json',
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const limits = defaultAppSettings.rateLimits;
  return {
    port: readPort(env, 'PORT', 4000),
    host: readString(env, 'HOST', '0.0.0.0'),
    logLevel: readString(env, 'LOG_LEVEL', 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    migrations: readSwitch(env, 'MIGRATIONS', true),
    shutdownGraceMs: readPositiveInteger(env, 'SHUTDOWN_GRACE_MS', 25_000),
    embeddedPostgres: {
      projectRoot: repositoryRoot,
      port: readPort(env, 'EMBEDDED_PG_PORT', 5433),
      dataDir: path.resolve(
        readString(env, 'EMBEDDED_PG_DATA_DIR', path.join(repositoryRoot, '.data', 'postgres')),
      ),
    },
    app: {
      defaultBrandId: readString(env, 'DEFAULT_BRAND_ID', defaultAppSettings.defaultBrandId),
      trustProxy: readTrustProxy(env, 'TRUST_PROXY', defaultAppSettings.trustProxy),
      rateLimits: {
        authPerMinute: readPositiveInteger(env, 'AUTH_RATE_LIMIT_PER_MINUTE', limits.authPerMinute),
        sessionTokenPerMinute: readPositiveInteger(
          env,
          'SESSION_RATE_LIMIT_PER_MINUTE',
          limits.sessionTokenPerMinute,
        ),
        loginMaxFailures: readPositiveInteger(env, 'LOGIN_MAX_FAILURES', limits.loginMaxFailures),
        loginFailureWindowMinutes: readPositiveInteger(
          env,
          'LOGIN_FAILURE_WINDOW_MINUTES',
          limits.loginFailureWindowMinutes,
        ),
        operatorKeyFailuresPerMinute: readPositiveInteger(
          env,
          'OPERATOR_KEY_FAILURES_PER_MINUTE',
          limits.operatorKeyFailuresPerMinute,
        ),
      },
      operatorKey: readString(env, 'OPERATOR_KEY', defaultAppSettings.operatorKey),
      walletXpub: readString(env, 'WALLET_XPUB', defaultAppSettings.walletXpub),
      receiptsDir: path.resolve(readString(env, 'RECEIPTS_DIR', defaultAppSettings.receiptsDir)),
      kycDir: path.resolve(readString(env, 'KYC_DIR', defaultAppSettings.kycDir)),
      screeningListPath: path.resolve(
        readString(env, 'SCREENING_LIST', defaultAppSettings.screeningListPath),
      ),
      providerSecrets: readProviderSecrets(env, 'PROVIDER_SECRETS'),
      demoProviderPublicUrl: env.DEMO_PROVIDER_PUBLIC_URL?.trim()
        ? readUrl(env, 'DEMO_PROVIDER_PUBLIC_URL', '')
        : '',
      gatewayUrl: env.GATEWAY_URL?.trim() ? readUrl(env, 'GATEWAY_URL', '') : null,
      hub88: readHub88(env),
      lotteryScheduler: readSwitch(env, 'LOTTERY_SCHEDULER', true),
      remoteBaseUrls: loadRemoteBaseUrls(env),
      shellManifestUrl: readUrl(env, 'SHELL_MANIFEST_URL', defaultAppSettings.shellManifestUrl),
      manifestTimeoutMs: defaultAppSettings.manifestTimeoutMs,
      secureCookies: env.NODE_ENV === 'production',
      staffSecretKey: readString(env, 'STAFF_SECRET_KEY', defaultAppSettings.staffSecretKey),
      staffSecretKeyPrevious: env.STAFF_SECRET_KEY_PREVIOUS?.trim() || null,
      swaggerUi: readSwitch(env, 'SWAGGER_UI', env.NODE_ENV !== 'production'),
      originalsSigningKey: loadSigningKey(env, path.join(repositoryRoot, '.data', 'originals')),
      redisUrl: readRedisUrl(env),
    },
  };
}

function readString(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The remotes' public base URLs (REMOTE_*_URL): all the seed needs of the configuration. */
export function loadRemoteBaseUrls(env: NodeJS.ProcessEnv): AppSettings['remoteBaseUrls'] {
  return {
    games: readUrl(env, 'REMOTE_GAMES_URL', defaultRemoteBaseUrls.games),
    wallet: readUrl(env, 'REMOTE_WALLET_URL', defaultRemoteBaseUrls.wallet),
    account: readUrl(env, 'REMOTE_ACCOUNT_URL', defaultRemoteBaseUrls.account),
    referral: readUrl(env, 'REMOTE_REFERRAL_URL', defaultRemoteBaseUrls.referral),
  };
}

function readRedisUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL with a host, got "${raw}"`);
  }
  return raw;
}

function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = readString(env, name, fallback ? 'on' : 'off');
  if (value !== 'on' && value !== 'off')
    throw new Error(`${name} must be on or off, got "${value}"`);
  return value === 'on';
}

function readPositiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const port = readPositiveInteger(env, name, fallback);
  if (port > 65535) throw new Error(`${name} must be a TCP port, got ${port}`);
  return port;
}

function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = readString(env, name, fallback);
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}"`);
  // Entries are built as `${base}/mf-manifest.json`, so a trailing slash would double up.
  return value.replace(/\/+$/, '');
}

function readHub88(env: NodeJS.ProcessEnv): Hub88Settings | null {
  if (!env.HUB88_API_URL?.trim()) return null;
  const operatorId = Number(env.HUB88_OPERATOR_ID?.trim());
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0) {
    throw new Error('HUB88_OPERATOR_ID must be the positive integer Hub88 gave you');
  }
  const readKey = (name: string) => {
    const file = env[name]?.trim();
    if (!file) throw new Error(`${name} must name a PEM file when HUB88_API_URL is set`);
    return readFileSync(path.resolve(file), 'utf8');
  };
  const apiUrl = readUrl(env, 'HUB88_API_URL', '');
  const gameOrigins = (env.HUB88_GAME_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  if (!gameOrigins.every((origin) => URL.canParse(origin))) {
    throw new Error('HUB88_GAME_ORIGINS must list URLs');
  }
  return {
    apiUrl,
    operatorId,
    gameOrigins: (gameOrigins.length > 0 ? gameOrigins : [apiUrl]).map(
      (origin) => new URL(origin).origin,
    ),
    hub88PublicKey: readKey('HUB88_PUBLIC_KEY_FILE'),
    operatorPrivateKey: readKey('HUB88_PRIVATE_KEY_FILE'),
  };
}

function readProviderSecrets(env: NodeJS.ProcessEnv, name: string): Record<string, string> | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const parsed: unknown = JSON.parse(raw);
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((secret) => typeof secret === 'string' && secret.length >= 16);
  if (!valid) throw new Error(`${name} must be a JSON object of gpid → secret (16+ characters)`);
  return parsed as Record<string, string>;
}

function readTrustProxy(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: boolean | string,
): boolean | string {
  const value = readString(env, name, String(fallback));
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

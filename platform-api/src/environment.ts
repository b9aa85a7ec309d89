// The API's environment variables as one schema: each with its type, default and meaning. It is
// validated (env-schema: coerced, defaults filled in) before anything starts, so a wrong value
// stops the process with the variable's name; config.ts turns the result into the settings. The
// README's Configuration table is tested against it (environment.test.ts). With
// NODE_ENV=production the demo values are refused as well (production.ts).

import { Type, type Static } from '@sinclair/typebox';
import { envSchema } from 'env-schema';

const text = (description: string) => Type.Optional(Type.String({ minLength: 1, description }));
const textOr = (fallback: string, description: string) =>
  Type.String({ minLength: 1, default: fallback, description });
const count = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });
const port = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, maximum: 65535, default: fallback, description });
/** One of `values`, refused with the list of them. */
const oneOf = <T extends string>(values: readonly T[], options: object) =>
  Type.Unsafe<T>({ type: 'string', enum: values, ...options });
const onOff = (description: string, fallback?: 'on' | 'off') =>
  Type.Optional(
    oneOf(['on', 'off'] as const, { description, ...(fallback && { default: fallback }) }),
  );
/** An absolute http(s) URL (a trailing slash is dropped when it is read). */
const URL_PATTERN = '^https?://[^\\s/]+';
const optionalUrl = (description: string) =>
  Type.Optional(Type.String({ pattern: URL_PATTERN, description }));
const urlOr = (fallback: string, description: string) =>
  Type.String({ pattern: URL_PATTERN, default: fallback, description });

export const EnvironmentSchema = Type.Object({
  NODE_ENV: text(
    '`production` refuses demo secrets, the embedded database and an API database role that is ' +
      'a superuser or owns the tables',
  ),
  PORT: port(4000, 'HTTP port of the API'),
  HOST: textOr('0.0.0.0', 'Interface the API listens on'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, {
    default: 'info',
    description: 'Fastify (pino) log level',
  }),
  DATABASE_URL: text(
    'PostgreSQL connection string the API runs with: a role of its own, neither the tables’ ' +
      'owner nor a superuser. Unset: an embedded PostgreSQL under .data/postgres, the API as ' +
      'croupier_app',
  ),
  MIGRATION_DATABASE_URL: text(
    'Connection string of the tables’ owner: migrations, SQL definitions, seed and grants run ' +
      'with it at start. Default DATABASE_URL (development only)',
  ),
  MIGRATIONS: onOff(
    'off: this process does not migrate, apply definitions, seed or grant at start; a one-shot ' +
      '`migrate` did',
    'on',
  ),
  SHUTDOWN_GRACE_MS: count(
    25_000,
    'On SIGTERM: the longest the process takes to finish in-flight requests and exit',
  ),
  EMBEDDED_PG_PORT: port(5433, 'Port of the embedded PostgreSQL'),
  EMBEDDED_PG_DATA_DIR: text('Data folder of the embedded PostgreSQL. Default .data/postgres'),
  DEFAULT_BRAND_ID: textOr('croupier', 'Brand served to a domain that matches no brand'),
  TRUST_PROXY: textOr(
    'loopback',
    'Which proxies may set X-Forwarded-For: true, false, or addresses, CIDRs and "loopback"',
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: count(20, 'login3 / register3 calls per client IP and minute'),
  SESSION_RATE_LIMIT_PER_MINUTE: count(60, 'tsGenerateSessionToken calls per client IP and minute'),
  LOGIN_MAX_FAILURES: count(5, 'Failed logins of one username before it is refused'),
  LOGIN_FAILURE_WINDOW_MINUTES: count(15, 'How long failed logins count against a username'),
  OPERATOR_KEY_FAILURES_PER_MINUTE: count(
    10,
    'Wrong operator keys per client IP and minute (per process) before its /admin/v1 calls get 429',
  ),
  OPERATOR_KEY: text('Bootstrap key of /admin/v1 (X-Operator-Key). Default a DEMO key'),
  WALLET_XPUB: text(
    'BIP32 extended public key crypto deposit addresses derive from. Default a DEMO xpub',
  ),
  RECEIPTS_DIR: text('Folder of deposit receipts. Default .data/receipts'),
  KYC_DIR: text('Folder of identity documents. Default .data/kyc'),
  SCREENING_LIST: text(
    'CSV of the sanctions/PEP list (name,date_of_birth). Default .data/screening-list.csv',
  ),
  PROVIDER_SECRETS: text(
    'JSON object gpid → HMAC secret (16+ characters) of the gateway. Unset: DEMO secrets',
  ),
  DEMO_PROVIDER_PUBLIC_URL: optionalUrl(
    'Origin of the demo provider as browsers reach it. Unset: same origin',
  ),
  GATEWAY_URL: optionalUrl(
    'Base URL the demo provider calls the gateway at. Unset: the API itself',
  ),
  HUB88_API_URL: optionalUrl('Hub88’s operator API. Unset: the Hub88 integration is off'),
  HUB88_OPERATOR_ID: Type.Optional(
    Type.Integer({ minimum: 1, description: 'The operator_id Hub88 gave this operator' }),
  ),
  HUB88_PUBLIC_KEY_FILE: text('PEM file of Hub88’s public key (required with HUB88_API_URL)'),
  HUB88_PRIVATE_KEY_FILE: text(
    'PEM file of this operator’s private key (required with HUB88_API_URL)',
  ),
  HUB88_GAME_ORIGINS: text(
    'Origins of Hub88’s game pages, space- or comma-separated. Default the origin of HUB88_API_URL',
  ),
  LOTTERY_SCHEDULER: onOff('Whether this process makes the lottery draws', 'on'),
  REMOTE_GAMES_URL: urlOr('http://localhost:3001', 'Public base URL of the games remote'),
  REMOTE_WALLET_URL: urlOr('http://localhost:3002', 'Public base URL of the wallet remote'),
  REMOTE_ACCOUNT_URL: urlOr('http://localhost:3003', 'Public base URL of the account remote'),
  REMOTE_REFERRAL_URL: urlOr('http://localhost:3004', 'Public base URL of the referral remote'),
  SHELL_MANIFEST_URL: urlOr(
    'http://localhost:3000/mf-manifest.json',
    'The shell’s manifest, which every remote release is checked against',
  ),
  STAFF_SECRET_KEY: text(
    '32 random bytes (64 hex digits or base64) staff TOTP secrets are sealed under. Default a ' +
      'DEMO key',
  ),
  STAFF_SECRET_KEY_PREVIOUS: text('While rotating: the key before STAFF_SECRET_KEY'),
  SWAGGER_UI: onOff('Whether /docs serves the OpenAPI UI. Default on; off in production'),
  ORIGINALS_SIGNING_KEY: text(
    'Ed25519 PKCS#8 PEM ("\\n" escapes allowed) that signs originals round records',
  ),
  ORIGINALS_SIGNING_KEY_FILE: text(
    'Or its PEM file. Development default: generated once under .data/originals',
  ),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://[^\\s/]+',
      description: 'Redis (redis:// or rediss://) of a deployment of several API processes',
    }),
  ),
});

export type Environment = Static<typeof EnvironmentSchema>;

/**
 * The environment as the schema reads it: values trimmed, an empty one as unset, defaults filled
 * in, numbers parsed. A value the schema refuses throws, naming the variable.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const given = Object.fromEntries(
    Object.entries(env)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  try {
    return envSchema<Environment>({
      schema: structuredClone(EnvironmentSchema),
      data: given,
      env: false,
    });
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message}`, { cause: error });
  }
}

// The frontends and their ports (README: shell 3000, games 3001, wallet 3002, account 3003,
// referral 3004, back office 3005, API 4000). One list, read by the builds, the servers and the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const API_PORT = Number(process.env.API_PORT ?? 4000);
export const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;

export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, isHost: true },
  { name: 'games', dir: 'mfe-games', port: 3001, isHost: false },
  { name: 'wallet', dir: 'mfe-wallet', port: 3002, isHost: false },
  { name: 'account', dir: 'mfe-account', port: 3003, isHost: false },
  { name: 'referral', dir: 'mfe-referral', port: 3004, isHost: false },
  // The staff's app: a host with no remotes, in the staff's languages, bundled with it.
  {
    name: 'backoffice',
    dir: 'backoffice',
    port: 3005,
    isHost: true,
    proxiesAdminApi: true,
    bundledLanguages: ['en-US', 'id-ID'],
  },
];

export function findApp(name) {
  const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${APPS.map((a) => a.name).join(', ')}`);
  return app;
}

export function appDir(app) {
  return path.join(ROOT_DIR, app.dir);
}

export function distDir(app) {
  return path.join(appDir(app), 'dist');
}

/** Where `pnpm release` keeps each remote's immutable, versioned builds: <dir>/<remote>/<version>-<hash>. */
export const RELEASES_DIR = path.resolve(
  process.env.RELEASES_DIR ?? path.join(ROOT_DIR, '.data', 'releases'),
);

export function releasesDir(app) {
  return path.join(RELEASES_DIR, app.name);
}

/** A remote's public base URL: the same REMOTE_<NAME>_URL the platform API seeds its registry from. */
export function remoteBaseUrl(app) {
  const configured = process.env[`REMOTE_${app.name.toUpperCase()}_URL`]?.trim();
  return (configured || `http://localhost:${app.port}`).replace(/\/+$/, '');
}

/** Paths the frontends' servers forward to the platform API, so the browser talks to one origin. */
export const API_PREFIXES = [
  '/v1',
  '/data',
  '/graphql',
  '/docs',
  '/assets',
  '/health',
  '/demo-provider',
  // The originals' public signing key, which the site's verify page checks round records with.
  '/.well-known/croupier-originals-key',
];

/** The admin API: forwarded by the back office's server only, never by the players' site. */
export const ADMIN_API_PREFIX = '/admin';

/** The paths an app's server forwards to the platform API. */
export function apiPrefixesOf(app) {
  return app.proxiesAdminApi ? [...API_PREFIXES, ADMIN_API_PREFIX] : API_PREFIXES;
}

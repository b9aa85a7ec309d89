// The signed-in pages of `pnpm bench:web` need a player: one is registered through the site's own
// origin (as the register form would), and the run is handed what the site keeps in storage.
import { randomInt } from 'node:crypto';

const AUTH_STORAGE_NAME = 'auth-storage';
const FINGERPRINT = 'bench-web-fingerprint';

async function call(site, name, body, authorization) {
  const response = await fetch(`${site}/v1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok || answer.errorCode !== 0) {
    throw new Error(`${name} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

/**
 * Registers a new player on the site's brand; answers the `[key, value]` the site's auth store
 * reads from localStorage, and the path of the first game's page.
 */
export async function signedInStorage(site) {
  const { hostname } = new URL(site);
  const brand = await call(site, 'brand/config', { domain: hostname });
  const { sessionToken } = await call(site, 'tsGenerateSessionToken', {
    brandId: brand.brandId,
    clientFingerprint: FINGERPRINT,
  });
  const suffix = `${Date.now().toString(36)}${randomInt(1000)}`.slice(-10);
  const { playerToken } = await call(
    site,
    'register3',
    {
      brandId: brand.brandId,
      username: `bench_${suffix}`,
      password: 'Bench2026pass',
      currency: 'IDR',
      email: `bench_${suffix}@example.com`,
      phoneNumber: `+62812${String(randomInt(10_000_000)).padStart(7, '0')}`,
      bankName: 'BCA',
      bankAccountName: 'Bench Player',
      bankAccountNumber: String(randomInt(1e9, 1e10)),
      dateOfBirth: '1990-05-17',
    },
    sessionToken,
  );
  const games = await (await fetch(`${site}/data/listofgame.json`)).json();
  const [game] = games.body;
  const state = { sessionToken, loginToken: playerToken, fingerprint: FINGERPRINT };
  return {
    storage: [AUTH_STORAGE_NAME, JSON.stringify({ state, version: 0 })],
    gamePage: `/play/game/?gpid=${encodeURIComponent(game.gpid)}&code=${encodeURIComponent(game.code)}`,
  };
}

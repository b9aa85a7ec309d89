// A remote team ships without the shell team: `pnpm release games` publishes a versioned build,
// a reload shows it while the shell's files stay byte for byte the same, a running session keeps
// its version, `pnpm rollback` brings the old one back, and an incompatible build is refused.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { issueApiKey } from '../support/operator';
import { API_URL, APP_PORTS, RELEASES_DIR, ROOT_DIR } from '../support/stack';

const GAMES_ORIGIN = `http://localhost:${APP_PORTS.games}`;
const NEW_LOBBY_TITLE = 'Games lobby: new season';

interface CliResult {
  code: number | null;
  output: string;
}

// The games team's release pipeline: the history names the key it calls with.
let releaseKey: Promise<string> | undefined;

async function releaseCli(...args: string[]): Promise<CliResult> {
  releaseKey ??= issueApiKey('games team', ['release']);
  const OPERATOR_KEY = await releaseKey;
  return new Promise((resolve) => {
    const child = spawn('node', ['tooling/src/release-cli.mjs', ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, API_URL, OPERATOR_KEY, RELEASES_DIR },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function expectCli(...args: string[]): Promise<string> {
  const result = await releaseCli(...args);
  expect(result.code, result.output).toBe(0);
  return result.output;
}

/** sha256 of every file of a folder, by relative path. */
function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

async function gamesRegistryEntry(domain: string): Promise<{ entry: string; version: string }> {
  const response = await fetch(`${API_URL}/v1/brand/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain }),
  });
  const { data } = (await response.json()) as {
    data: { remotes: { name: string; entry: string; version: string }[] };
  };
  const games = data.remotes.find((remote) => remote.name === 'games');
  if (!games) throw new Error(`${domain} has no games remote`);
  return games;
}

/** Copies a release's build aside so the test can change it and release the copy. */
function copyOfRelease(version: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-games-next-'));
  fs.cpSync(path.join(RELEASES_DIR, 'games', version), copy, { recursive: true });
  return copy;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json));
}

/** Paths of every file the page fetched from the games remote's host. */
function recordGamesRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GAMES_ORIGIN)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const lobbyHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('release, reload, rollback: the shell never changes and a session never mixes versions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellFilesBefore = fileHashes(path.join(ROOT_DIR, 'shell/dist'));
  const deployed = await gamesRegistryEntry('localhost');
  const lagoonBefore = await gamesRegistryEntry('127.0.0.1');

  try {
    // Version A: built from the sources, for the croupier brand only.
    await expectCli('release', 'games', '--brand', 'croupier');
    const releaseA = await gamesRegistryEntry('localhost');
    expect(releaseA.entry).toBe(`${GAMES_ORIGIN}/releases/${releaseA.version}/mf-manifest.json`);
    expect(releaseA.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);

    // The release's manifest and entry revalidate; its hashed chunks are cached for a year.
    const manifest = await fetch(releaseA.entry);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = ((await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] })
      .exposes[0]!.assets.js.sync[0]!;
    const chunkResponse = await fetch(new URL(chunk, releaseA.entry));
    expect(chunkResponse.status).toBe(200);
    expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const requests = recordGamesRequests(page);
    await page.goto('/games/');
    await expect(lobbyHeading(page)).toHaveText('Games lobby');
    expect(requests.every((file) => file.startsWith(`/releases/${releaseA.version}/`))).toBe(true);

    // Version B: the same build with a new lobby title.
    const next = copyOfRelease(releaseA.version);
    editJson(path.join(next, 'locales/en-US/games.json'), (games) => {
      (games.lobby as Record<string, string>).title = NEW_LOBBY_TITLE;
    });
    await expectCli('release', 'games', '--brand', 'croupier', '--dist', next);
    const releaseB = await gamesRegistryEntry('localhost');
    expect(releaseB.version).not.toBe(releaseA.version);

    // The running session loads the home widgets only now, and still from version A.
    requests.length = 0;
    await page.getByRole('banner').getByRole('link', { name: 'Croupier Gold' }).click();
    await expect(page.locator('#popular')).toBeVisible();
    await expect(page.locator('#popular').getByRole('link').first()).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((file) => file.startsWith(`/releases/${releaseA.version}/`))).toBe(true);

    // The next full load is version B, whole.
    requests.length = 0;
    await page.goto('/games/');
    await expect(lobbyHeading(page)).toHaveText(NEW_LOBBY_TITLE);
    expect(requests.every((file) => file.startsWith(`/releases/${releaseB.version}/`))).toBe(true);
    expect(await gamesRegistryEntry('127.0.0.1')).toEqual(lagoonBefore);

    await expectCli('rollback', 'games', '--brand', 'croupier');
    await page.reload();
    await expect(lobbyHeading(page)).toHaveText('Games lobby');
    expect(await gamesRegistryEntry('localhost')).toEqual(releaseA);

    const history = await expectCli('history', 'games', '--brand', 'croupier');
    expect(history).toContain(`rollback ${releaseB.version} → ${releaseA.version}  by games team`);
    expect(history).toContain(
      `publish  ${releaseA.version} → ${releaseB.version}  by games team  (rolled back)`,
    );

    // A build against another React major is refused, and nothing of it stays behind.
    const react18 = copyOfRelease(releaseA.version);
    editJson(path.join(react18, 'mf-manifest.json'), (manifest) => {
      for (const shared of manifest.shared as {
        name: string;
        version: string;
        requiredVersion: string;
      }[]) {
        if (!/^react(-dom)?(\/|$)/.test(shared.name)) continue;
        shared.version = '18.3.1';
        shared.requiredVersion = '^18.3.1';
      }
    });
    const foldersBefore = fs.readdirSync(path.join(RELEASES_DIR, 'games')).sort();
    const refused = await releaseCli('release', 'games', '--dist', react18);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /requires react \^18\.3\.1 \(built with 18\.3\.1\), but the shell shares 19\./,
    );
    expect(fs.readdirSync(path.join(RELEASES_DIR, 'games')).sort()).toEqual(foldersBefore);
    expect(await gamesRegistryEntry('localhost')).toEqual(releaseA);

    expect(fileHashes(path.join(ROOT_DIR, 'shell/dist'))).toEqual(shellFilesBefore);
  } finally {
    // Leave the registry as deployed for the other journeys.
    while ((await gamesRegistryEntry('localhost')).entry !== deployed.entry) {
      await expectCli('rollback', 'games', '--brand', 'croupier');
    }
  }
});

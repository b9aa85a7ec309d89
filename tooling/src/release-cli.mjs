// Remote releases without the shell team:
//
//   pnpm release <remote> [--brand <id>]… [--dist <folder>]
//       builds the remote (or takes an existing build with --dist) into an immutable folder
//       <RELEASES_DIR>/<remote>/<version>-<hash>/, served at <remote URL>/releases/…, and points
//       the registry entry of the given brands (default: every brand) at its mf-manifest.json.
//   pnpm rollback <remote> [--brand <id>]…
//       points those brands back at the release before.
//   pnpm release:history <remote> [--brand <id>]
//       who published or rolled back what, when: the history names the API key (or staff
//       member) the API authenticated.
//
// Environment: API_URL (default http://127.0.0.1:4000), OPERATOR_KEY (an API key with the release
// role; default: the demo bootstrap key),
// RELEASES_DIR (default .data/releases), REMOTE_<NAME>_URL (default http://localhost:<port>).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_URL, appDir, findApp } from './apps.mjs';
import { releaseEntryUrl, stageRelease } from './releases.mjs';

const OPERATOR_KEY = process.env.OPERATOR_KEY?.trim() || 'demo-operator-key';

class CommandError extends Error {}

function parse(argv) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      brand: { type: 'string', multiple: true },
      dist: { type: 'string' },
    },
  });
  const [command, remoteName] = positionals;
  const app = findApp(remoteName ?? '');
  if (app.isHost)
    throw new CommandError('The shell is not a remote: it is deployed, not released.');
  return { command, app, brandIds: values.brand, dist: values.dist };
}

async function operatorApi(method, route, body) {
  const response = await fetch(`${API_URL}/admin/v1${route}`, {
    method,
    headers: {
      'x-operator-key': OPERATOR_KEY,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => {
    throw new CommandError(`Cannot reach the platform API at ${API_URL}: ${error.message}`);
  });
  const answer = await response.json();
  if (answer.errorCode !== 0) {
    throw new CommandError(`${answer.message} (errorCode ${answer.errorCode})`);
  }
  return answer.data;
}

function build(app) {
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `croupier-${app.name}-build-`));
  console.info(`Building ${app.dir}…`);
  const result = spawnSync(
    'pnpm',
    ['exec', 'webpack', '--mode', 'production', '--output-path', outputDir],
    { cwd: appDir(app), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new CommandError(`The build of ${app.dir} failed`);
  return outputDir;
}

function printMoves(moves) {
  for (const move of moves) {
    const state = move.changed ? '→' : '= (unchanged)';
    console.info(`  ${move.brandId.padEnd(12)} ${state} ${move.version}  ${move.entry}`);
  }
}

async function release({ app, brandIds, dist }) {
  const buildDir = dist ? path.resolve(dist) : build(app);
  const { version: packageVersion } = JSON.parse(
    fs.readFileSync(path.join(appDir(app), 'package.json'), 'utf8'),
  );
  const staged = stageRelease(app, buildDir, packageVersion);
  if (!dist) fs.rmSync(buildDir, { recursive: true, force: true });
  const entry = releaseEntryUrl(app, staged.version);
  console.info(
    `${app.name} ${staged.version} ${staged.created ? 'stored in' : 'already in'} ${staged.folder}`,
  );
  try {
    const moves = await operatorApi('POST', `/remotes/${app.name}/publish`, {
      entry,
      version: staged.version,
      ...(brandIds ? { brandIds } : {}),
    });
    console.info(`Published ${app.name} ${staged.version}:`);
    printMoves(moves);
  } catch (error) {
    // A refused release was never live anywhere: keep the releases folder to accepted builds.
    if (staged.created) fs.rmSync(staged.folder, { recursive: true, force: true });
    throw error;
  }
}

async function rollback({ app, brandIds }) {
  const moves = await operatorApi(
    'POST',
    `/remotes/${app.name}/rollback`,
    brandIds ? { brandIds } : {},
  );
  console.info(`Rolled ${app.name} back:`);
  printMoves(moves);
}

async function history({ app, brandIds }) {
  const query = brandIds?.length === 1 ? `?brandId=${encodeURIComponent(brandIds[0])}` : '';
  const changes = await operatorApi('GET', `/remotes/${app.name}/history${query}`);
  if (changes.length === 0) console.info(`${app.name} has no releases yet.`);
  for (const change of changes) {
    const undone = change.rolledBack ? '  (rolled back)' : '';
    console.info(
      `${change.at}  ${change.brandId.padEnd(10)} ${change.action.padEnd(8)} ` +
        `${change.previousVersion} → ${change.version}  by ${change.by}${undone}`,
    );
  }
}

const COMMANDS = { release, rollback, history };

try {
  const options = parse(process.argv.slice(2));
  const run = COMMANDS[options.command];
  if (!run) throw new CommandError(`Unknown command ${options.command}`);
  await run(options);
} catch (error) {
  // Usage and refusals read best as one line; anything else keeps its stack.
  const expected = error instanceof CommandError || /^Unknown app/.test(error.message);
  console.error(expected ? error.message : error);
  process.exit(1);
}

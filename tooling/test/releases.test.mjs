import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The release folders of this test, before apps.mjs reads the setting.
const releasesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-releases-test-'));
process.env.RELEASES_DIR = releasesRoot;
process.env.REMOTE_GAMES_URL = 'https://games.cdn.example/';
const { findApp } = await import('../src/apps.mjs');
const { contentHash, releaseEntryUrl, stageRelease } = await import('../src/releases.mjs');

const games = findApp('games');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-build-test-'));
after(() => {
  fs.rmSync(releasesRoot, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

let builds = 0;
function fakeBuild(files) {
  const dir = path.join(scratch, `build-${(builds += 1)}`);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
const buildFiles = {
  'mf-manifest.json': '{"name":"games"}',
  'remoteEntry.js': 'entry',
  'static/main.0123456789.js': 'chunk',
  'locales/en-US/games.json': '{"lobby":{"title":"Games lobby"}}',
};

describe('contentHash', () => {
  it('depends on every path and byte, not on when or where the build ran', () => {
    const first = fakeBuild(buildFiles);
    const same = fakeBuild(buildFiles);
    assert.match(contentHash(first), /^[0-9a-f]{10}$/);
    assert.equal(contentHash(first), contentHash(same));
    const retitled = fakeBuild({
      ...buildFiles,
      'locales/en-US/games.json': '{"lobby":{"title":"New"}}',
    });
    assert.notEqual(contentHash(retitled), contentHash(first));
    const { 'remoteEntry.js': entry, ...rest } = buildFiles;
    const renamed = fakeBuild({ ...rest, 'remoteEntry2.js': entry });
    assert.notEqual(contentHash(renamed), contentHash(first));
  });
});

describe('stageRelease', () => {
  it('stores a build once under <version>-<hash> and never overwrites it', () => {
    const staged = stageRelease(games, fakeBuild(buildFiles), '1.2.3');
    assert.equal(staged.created, true);
    assert.match(staged.version, /^1\.2\.3-[0-9a-f]{10}$/);
    assert.equal(staged.folder, path.join(releasesRoot, 'games', staged.version));
    assert.equal(fs.readFileSync(path.join(staged.folder, 'remoteEntry.js'), 'utf8'), 'entry');

    const again = stageRelease(games, fakeBuild(buildFiles), '1.2.3');
    assert.deepEqual(again, { ...staged, created: false });
    assert.deepEqual(
      fs.readdirSync(path.join(releasesRoot, 'games')).filter((name) => name.startsWith('.')),
      [],
      'no staging folder left behind',
    );
  });

  it('refuses a folder that is not a remote build', () => {
    assert.throws(
      () => stageRelease(games, fakeBuild({ 'index.html': '<html>' }), '1.0.0'),
      /no mf-manifest\.json/,
    );
  });

  it('points the registry at the release under the remote’s public URL', () => {
    assert.equal(
      releaseEntryUrl(games, '1.2.3-0123456789'),
      'https://games.cdn.example/releases/1.2.3-0123456789/mf-manifest.json',
    );
  });
});

import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

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

  it('compresses each text file of the release afresh, so an edited build never serves stale bytes', () => {
    const edited = fakeBuild({
      ...buildFiles,
      'locales/en-US/games.json': '{"lobby":{"title":"New season"}}',
      // Left over from the build the edited one was copied from.
      'locales/en-US/games.json.br': zlib.brotliCompressSync('{"lobby":{"title":"Games lobby"}}'),
      'locales/en-US/games.json.gz': zlib.gzipSync('{"lobby":{"title":"Games lobby"}}'),
    });
    const staged = stageRelease(games, edited, '1.2.4');
    const file = (name) => fs.readFileSync(path.join(staged.folder, name));
    const title = '{"lobby":{"title":"New season"}}';
    assert.equal(zlib.brotliDecompressSync(file('locales/en-US/games.json.br')).toString(), title);
    assert.equal(zlib.gunzipSync(file('locales/en-US/games.json.gz')).toString(), title);
    assert.equal(zlib.gunzipSync(file('remoteEntry.js.gz')).toString(), 'entry');
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

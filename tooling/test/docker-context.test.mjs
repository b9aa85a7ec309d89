// The images' build context, as docker sends it (the repository root less what .dockerignore
// excludes), holds no key and no environment file; each image copies only what it runs, and runs
// as a user other than root.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { ROOT_DIR } from '../src/apps.mjs';

const rules = dockerignore({ ignorecase: false }).add(
  fs.readFileSync(path.join(ROOT_DIR, '.dockerignore'), 'utf8'),
);
const ignored = (relative) => rules.ignores(relative);

/** What looks like a secret: environment files, key and certificate stores, the Hub88 keys. */
const SECRET = [
  /(^|\/)\.env($|\.)/,
  /\.(pem|key|p12|pfx)$/,
  /(^|\/)id_(rsa|ed25519)/,
  /^deploy\/hub88-keys\//,
  /(^|\/)\.data\//,
];
const isSecret = (relative) => SECRET.some((pattern) => pattern.test(relative));

/** Every file of the context, relative to the root with / separators, as docker lists it. */
function buildContext(dir = ROOT_DIR, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    // No rule re-includes a path under an excluded folder, so an excluded folder is skipped whole.
    if (ignored(relative)) return [];
    if (entry.isDirectory()) return buildContext(path.join(dir, entry.name), `${relative}/`);
    return [relative];
  });
}

describe('.dockerignore', () => {
  it('has no rule that re-includes a path (an excluded folder stays excluded)', () => {
    assert.equal(rules.filter(['a']).length, 1);
    const text = fs.readFileSync(path.join(ROOT_DIR, '.dockerignore'), 'utf8');
    assert.doesNotMatch(text, /^\s*!/m);
  });

  for (const secret of [
    '.env',
    '.env.production',
    'platform-api/.env',
    'deploy/.env.local',
    'deploy/hub88-keys/operator-private.pem',
    'deploy/hub88-keys/hub88-public.pem',
    'deploy/tls/server.key',
    'platform-api/test/fixtures/hub88-examples/private.pem',
    'keys/id_rsa',
    '.data/kyc/document.png',
    '.data/screening-list.csv',
    'platform-api/.data/postgres/PG_VERSION',
  ]) {
    it(`excludes ${secret}`, () => assert.ok(ignored(secret), secret));
  }

  it('keeps what the images build from', () => {
    for (const kept of [
      'package.json',
      'pnpm-lock.yaml',
      'platform-api/src/main.ts',
      'contracts/src/index.ts',
      'shell/package.json',
      'deploy/nginx/frontend.conf.template',
    ]) {
      assert.ok(!ignored(kept), kept);
    }
  });

  it('leaves no key or environment file in the build context', () => {
    const context = buildContext();
    assert.ok(context.includes('platform-api/src/main.ts'), 'the walk reached the sources');
    assert.deepEqual(context.filter(isSecret), []);
  });
});

describe('the Dockerfiles', () => {
  const dockerfiles = ['platform-api.Dockerfile', 'frontend.Dockerfile'].map((name) => ({
    name,
    text: fs.readFileSync(path.join(ROOT_DIR, 'deploy', name), 'utf8'),
  }));
  /** The instructions of the image that runs: those after the last FROM. */
  const finalStage = (text) => text.slice(text.lastIndexOf('\nFROM '));

  for (const { name, text } of dockerfiles) {
    it(`${name} runs as a user other than root`, () => {
      const users = [...finalStage(text).matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
      assert.ok(users.length > 0, 'a USER instruction');
      assert.ok(!['root', '0'].includes(users.at(-1)), users.at(-1));
    });

    it(`${name}'s image copies only what it runs, never the whole context`, () => {
      assert.doesNotMatch(finalStage(text), /^COPY\s+(--\S+\s+)*\.\s/m);
    });
  }
});

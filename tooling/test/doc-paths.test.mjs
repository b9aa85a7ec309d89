// Every file path the README and docs/ name in backticks exists, so the engineer who follows a
// doc lands on the file it means. A path is a backticked word whose first segment is a top-level
// folder of the repository; line numbers (`file.ts:12`) and anchors are ignored, and placeholders
// (`<remote>`, `{game}`, `*`) end the checked part at the folder before them. A path git ignores
// (a key folder the operator creates, `.data/`) need not exist in a clone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../src/apps.mjs';

const TOP_LEVEL = new Set(
  fs
    .readdirSync(ROOT_DIR, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules',
    )
    .map((entry) => entry.name),
);

const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT_DIR, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The repository-relative part of a backticked word that must exist, or null if it names none. */
export function checkedPath(word) {
  const bare = word.replace(/[#:].*$/, '').replace(/^\.\//, '');
  const segments = bare.split('/');
  if (segments.length < 2 || !TOP_LEVEL.has(segments[0])) return null;
  const placeholder = segments.findIndex((segment) => /[<>{}*$]|\.\.\./.test(segment));
  const kept = placeholder === -1 ? segments : segments.slice(0, placeholder);
  return kept.filter(Boolean).join('/');
}

const ignoredByGit = (relative) =>
  [relative, `${relative}/`].some(
    (candidate) =>
      spawnSync('git', ['check-ignore', '-q', candidate], { cwd: ROOT_DIR }).status === 0,
  );

function backticked(text) {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
}

describe('paths named in the README and docs/', () => {
  for (const doc of DOCS) {
    it(`${doc} names only files that exist`, () => {
      const text = fs.readFileSync(path.join(ROOT_DIR, doc), 'utf8');
      const missing = backticked(text)
        .map(checkedPath)
        .filter((relative) => relative && !fs.existsSync(path.join(ROOT_DIR, relative)))
        .filter((relative) => !ignoredByGit(relative));
      assert.deepEqual([...new Set(missing)], []);
    });
  }

  it('reads a placeholder as the end of the checked path', () => {
    assert.equal(checkedPath('platform-api/src/app.ts:12'), 'platform-api/src/app.ts');
    assert.equal(checkedPath('deploy/releases/<remote>/x'), 'deploy/releases');
    assert.equal(checkedPath('/v1/login3'), null);
    assert.equal(checkedPath('platform-api/src/nowhere.ts'), 'platform-api/src/nowhere.ts');
  });
});

// Versioned remote releases: a build becomes an immutable folder named after the remote's version
// and the hash of its content, beside every earlier release, on the remote's static host.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releasesDir, remoteBaseUrl } from './apps.mjs';
import { compressFolder } from './compression.mjs';

const HASH_LENGTH = 10;

function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The hash of a build: every file's path and bytes, in a fixed order. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Copies a finished build into `<releases>/<remote>/<version>-<hash>/`. The folder appears whole
 * (copied aside, then renamed) and is never overwritten: the same content has the same name.
 * @returns {{ version: string, folder: string, created: boolean }}
 */
export function stageRelease(app, buildDir, packageVersion) {
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new Error(`${buildDir} has no mf-manifest.json: not a remote's build`);
  }
  const version = `${packageVersion}-${contentHash(buildDir)}`;
  const root = releasesDir(app);
  const folder = path.join(root, version);
  if (fs.existsSync(folder)) return { version, folder, created: false };
  const staging = path.join(root, `.staging-${randomBytes(6).toString('hex')}`);
  fs.cpSync(buildDir, staging, { recursive: true });
  // A build edited after webpack wrote it would otherwise be served from its stale .br and .gz.
  compressFolder(staging);
  try {
    fs.renameSync(staging, folder);
    return { version, folder, created: true };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another release of the same content won the race: same name, same bytes.
    if (fs.existsSync(folder)) return { version, folder, created: false };
    throw error;
  }
}

/** The URL the registry points brands at for one release. */
export function releaseEntryUrl(app, version) {
  return `${remoteBaseUrl(app)}/releases/${version}/mf-manifest.json`;
}

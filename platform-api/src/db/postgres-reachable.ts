// A root start runs the embedded PostgreSQL as the `postgres` user (PostgreSQL refuses root), and
// that user must be able to pass through every folder above its data and its binaries. A folder of
// the project's own (`.data`) that lost its execute bit is repaired; anything above the project is
// the machine owner's to change, so the start stops and says exactly what to do.

import { chmodSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const OTHERS_EXECUTE = 0o001;

/** The folders above `target`, outermost first (the target itself is not included). */
function foldersAbove(target: string): string[] {
  const folders: string[] = [];
  for (let folder = path.dirname(path.resolve(target)); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (path.dirname(folder) === folder) return folders;
  }
}

const isInside = (folder: string, root: string) => {
  const relative = path.relative(root, folder);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

export interface ReachabilityReport {
  /** Folders of the project that were given the execute bit for other users. */
  repaired: string[];
}

/**
 * Makes sure another user can pass through every existing folder above each target. Folders strictly
 * inside `projectRoot` are repaired (`o+x`); others make it throw with the command that fixes them.
 */
export function ensureReachableByOtherUsers(
  targets: string[],
  projectRoot: string,
): ReachabilityReport {
  const repaired: string[] = [];
  const blocked: { folder: string; mode: number }[] = [];
  const folders = new Set(targets.flatMap(foldersAbove));
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const mode = statSync(folder).mode & 0o777;
    if ((mode & OTHERS_EXECUTE) !== 0) continue;
    if (isInside(folder, projectRoot)) {
      chmodSync(folder, mode | OTHERS_EXECUTE);
      repaired.push(folder);
    } else {
      blocked.push({ folder, mode });
    }
  }
  if (blocked.length > 0) {
    const list = blocked.map(({ folder, mode }) => `${folder} (mode ${mode.toString(8)})`);
    throw new Error(
      `Started as root, the embedded PostgreSQL runs as the user "postgres", which cannot pass ` +
        `through ${list.join(', ')}. Either allow it with ` +
        `\`chmod o+x ${blocked.map(({ folder }) => folder).join(' ')}\`, or clone the project ` +
        `into a folder other users can reach (for example under /opt or /srv), or start as an ` +
        `ordinary user, or set DATABASE_URL to a PostgreSQL of your own.`,
    );
  }
  return { repaired };
}

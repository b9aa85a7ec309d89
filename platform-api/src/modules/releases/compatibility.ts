// The compatibility guard of remote releases: a remote's mf-manifest.json is checked against the
// shell's before any registry entry moves, so a release can never break the shells that load it.

import { REMOTE_EXPOSES, type RemoteName } from '@croupier/contracts';
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import semver from 'semver';

import { isUnderBaseUrl, readManifestText, releaseRefused } from './manifest-source.js';

/** The part of Module Federation's mf-manifest.json the guard reads. */
const ManifestSchema = Type.Object({
  name: Type.String(),
  exposes: Type.Array(Type.Object({ name: Type.String() })),
  shared: Type.Array(
    Type.Object({
      name: Type.String(),
      version: Type.String(),
      singleton: Type.Optional(Type.Boolean()),
      requiredVersion: Type.Optional(Type.Union([Type.String(), Type.Literal(false)])),
    }),
  ),
});
export type FederationManifest = Static<typeof ManifestSchema>;
const manifestCheck = TypeCompiler.Compile(ManifestSchema);

/** Downloads one mf-manifest.json and checks its shape; refuses the release when it cannot. */
export async function fetchManifest(
  url: string,
  role: string,
  timeoutMs: number,
): Promise<FederationManifest> {
  const text = await readManifestText(url, role, timeoutMs);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw releaseRefused(`The ${role} manifest is not JSON`);
  }
  if (!manifestCheck.Check(parsed)) {
    throw releaseRefused(`The ${role} manifest is not a federation manifest`);
  }
  return parsed;
}

/**
 * Why `remote`'s manifest cannot run inside the shell: a missing exposed module the shell loads,
 * or a shared singleton whose version the shell provides outside the range the remote requires
 * (under loaded-first the shell's copy is the one every remote gets). Empty when compatible.
 */
export function compatibilityProblems(
  remote: RemoteName,
  remoteManifest: FederationManifest,
  shellManifest: FederationManifest,
): string[] {
  const problems: string[] = [];
  if (remoteManifest.name !== remote)
    problems.push(`the manifest is of remote "${remoteManifest.name}", not "${remote}"`);
  const exposed = new Set(remoteManifest.exposes.map((expose) => expose.name.replace(/^\.\//, '')));
  for (const expose of REMOTE_EXPOSES[remote]) {
    if (!exposed.has(expose))
      problems.push(`it no longer exposes ./${expose}, which the shell loads`);
  }
  const shellShared = new Map(shellManifest.shared.map((shared) => [shared.name, shared]));
  for (const needed of remoteManifest.shared) {
    const provided = shellShared.get(needed.name);
    if (provided === undefined || !(needed.singleton || provided.singleton)) continue;
    // No declared range: the remote needs what it was built against.
    const range = needed.requiredVersion || `^${needed.version}`;
    if (semver.validRange(range) === null) {
      problems.push(`it requires ${needed.name} "${range}", which is not a version range`);
    } else if (!semver.satisfies(provided.version, range)) {
      problems.push(
        `it requires ${needed.name} ${range} (built with ${needed.version}), but the shell ` +
          `shares ${provided.version} as a singleton`,
      );
    }
  }
  return problems;
}

export interface ReleaseCandidate {
  name: RemoteName;
  /** URL of the release's mf-manifest.json. */
  entry: string;
  version: string;
}

export interface ManifestSources {
  /** The remote's registered base URL: its releases' manifests are fetched only from under it. */
  remoteBaseUrl: string;
  shellManifestUrl: string;
  timeoutMs: number;
}

/**
 * Refuses (errorCode 27) a release whose manifest lies outside its remote's base URL, cannot be
 * read, or cannot run inside the shell; returns when every registry entry may move to it.
 */
export async function assertReleasable(
  { name, entry, version }: ReleaseCandidate,
  { remoteBaseUrl, shellManifestUrl, timeoutMs }: ManifestSources,
): Promise<void> {
  if (!isUnderBaseUrl(entry, remoteBaseUrl)) {
    throw releaseRefused(
      `The entry must be under the ${name} remote's registered base URL ${remoteBaseUrl}`,
    );
  }
  const [remoteManifest, shellManifest] = await Promise.all([
    fetchManifest(entry, name, timeoutMs),
    fetchManifest(shellManifestUrl, 'shell', timeoutMs),
  ]);
  const problems = compatibilityProblems(name, remoteManifest, shellManifest);
  if (problems.length > 0) {
    throw releaseRefused(`${name} ${version} is refused: ${problems.join('; ')}.`);
  }
}

// Where a release's manifest may come from and how it is read. The API fetches it on an operator's
// word, so the fetch is fenced: only under the remote's registered base URL, no redirects, a size
// cap enforced while streaming, a timeout. Refusals name the rule broken, never what the target
// answered, so the publish call cannot be used to probe other hosts.

import { ApiError, ErrorCode } from '../../http/errors.js';

export const MANIFEST_MAX_BYTES = 1024 * 1024;

export const releaseRefused = (message: string) => new ApiError(ErrorCode.releaseRefused, message);

/**
 * Whether `entry` lies under `baseUrl`: same scheme, host and port, no credentials, query or
 * fragment, and a path inside the base's. Compared on parsed URLs, so `http://base@elsewhere/`,
 * another port, `..` segments and a base path's namesakes (`/games` vs `/games-evil`) all fail.
 */
export function isUnderBaseUrl(entry: string, baseUrl: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  const base = new URL(baseUrl);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return (
    url.protocol === base.protocol &&
    url.host === base.host &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    url.pathname.startsWith(basePath)
  );
}

/** The body of `url` as text: refused when it redirects, fails, is too large or too slow. */
export async function readManifestText(
  url: string,
  role: string,
  timeoutMs: number,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () =>
    releaseRefused(`The ${role} manifest fetch timed out after ${timeoutMs} ms`);
  const tooLarge = () =>
    releaseRefused(`The ${role} manifest is larger than ${MANIFEST_MAX_BYTES / 1024 / 1024} MiB`);
  const response = await fetch(url, { redirect: 'manual', signal }).catch(() => {
    throw signal.aborted ? timedOut() : releaseRefused(`The ${role} manifest could not be fetched`);
  });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw releaseRefused(
      `Redirects are not followed: the ${role} manifest must be served at its entry URL`,
    );
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    throw releaseRefused(`The ${role} manifest could not be fetched`);
  }
  if (Number(response.headers.get('content-length')) > MANIFEST_MAX_BYTES) {
    await response.body.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (bytes > MANIFEST_MAX_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw signal.aborted ? timedOut() : releaseRefused(`The ${role} manifest could not be fetched`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

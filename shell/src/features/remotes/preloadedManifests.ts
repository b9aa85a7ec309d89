// Remote manifests boot.js fetched before the federation runtime started, handed to the runtime
// once each (its retries fetch again). Imports nothing: the runtime plugin reading them runs
// before any shared package is available.

declare global {
  interface Window {
    croupierManifests?: Map<string, Promise<Response>>;
  }
}

export function keepPreloadedManifest(url: string, response: Promise<Response>): void {
  window.croupierManifests ??= new Map();
  window.croupierManifests.set(url, response);
}

export function takePreloadedManifest(url: string): Promise<Response> | undefined {
  const response = window.croupierManifests?.get(url);
  window.croupierManifests?.delete(url);
  return response;
}

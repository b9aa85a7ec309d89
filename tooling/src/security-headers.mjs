// The security headers of every frontend: the shell's own origin, the remotes' origins (their
// releases live under the same base URLs), the API on the same origin and the game origins.
import { APPS, remoteBaseUrl } from './apps.mjs';

/**
 * Where game pages come from: the demo provider's public origin (else this site itself) and
 * Hub88's game origins (HUB88_GAME_ORIGINS, space- or comma-separated), which serve artwork too.
 */
export function gameOrigins() {
  const demoProvider = process.env.DEMO_PROVIDER_PUBLIC_URL?.trim();
  return [demoProvider ? new URL(demoProvider).origin : "'self'", ...hub88Origins()];
}

function hub88Origins() {
  const listed = process.env.HUB88_GAME_ORIGINS?.split(/[\s,]+/).filter(Boolean) ?? [];
  return listed.map((origin) => new URL(origin).origin);
}

/** CSP directives, by helmet's names. 'self' covers the /graphql WebSocket of the same host. */
export function cspDirectives() {
  const remotes = APPS.filter((app) => !app.isHost).map((app) => remoteBaseUrl(app));
  const selfAndRemotes = ["'self'", ...remotes];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: selfAndRemotes,
    // style-loader injects each app's styles as <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: [...selfAndRemotes, ...hub88Origins(), 'data:'],
    fontSrc: [...selfAndRemotes, 'data:'],
    // Manifests and translations are fetched from the remotes.
    connectSrc: selfAndRemotes,
    frameSrc: gameOrigins(),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** @fastify/helmet options of the frontends' servers. */
export function helmetOptions() {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The shell of every brand domain loads the remotes' scripts.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

// Game servers probed by themselves as components (GLI-19 2.8.8): the demo provider's game page
// and Hub88's game server (the sandbox in development) are asked for a page now and then, and a
// server that does not answer, or answers 5xx, is unavailable until it answers again. Only the
// transitions become significant events (componentAvailability); the probes never change what
// the API answers.

import type { FastifyPluginAsync } from 'fastify';

import { periodicPass, type PeriodicPassOptions } from '../../http/periodic-pass.js';
import type { ComponentAvailability } from './availability.js';

/** How long a probe waits for an answer. */
const PROBE_TIMEOUT_MS = 5000;
const PROBE_EVERY_MS = 30_000;

export interface ProbedComponent {
  component: string;
  /** The page to ask for. */
  url: string;
}

/** Whether `url` answers below 500 within the timeout; a refusal (4xx) is an answer. */
async function answers(url: string): Promise<{ reachable: boolean; detail?: string }> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.status < 500
      ? { reachable: true }
      : { reachable: false, detail: `answered ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { reachable: false, detail: cause ?? (error as Error).message };
  }
}

/** One pass: every component probed at once, each outcome observed. */
export function probeComponents(
  availability: ComponentAvailability,
  components: ProbedComponent[],
): () => Promise<void> {
  return async () => {
    await Promise.all(
      components.map(async ({ component, url }) => {
        const { reachable, detail } = await answers(url);
        await availability.observe(component, reachable, detail);
      }),
    );
  };
}

/** The probes as a plugin: a pass when the API is ready, then one every 30 s (`tickMs`). */
export function componentProbes(
  availability: ComponentAvailability,
  components: ProbedComponent[],
): FastifyPluginAsync<PeriodicPassOptions> {
  const pass = probeComponents(availability, components);
  return periodicPass({
    defaultTickMs: PROBE_EVERY_MS,
    failure: 'component probe failed',
    pass: () => pass(),
  });
}

/**
 * The game servers players' browsers load: the demo provider's game page at its public address
 * (null when it is served within this process, up whenever the API is) and Hub88's first game
 * origin.
 */
export function gameServers(
  demoProviderPage: string | null,
  hub88GameOrigins: string[],
): ProbedComponent[] {
  const [hub88Games] = hub88GameOrigins;
  return [
    ...(demoProviderPage === null ? [] : [{ component: 'demo-provider', url: demoProviderPage }]),
    ...(hub88Games === undefined ? [] : [{ component: 'hub88-games', url: `${hub88Games}/` }]),
  ];
}

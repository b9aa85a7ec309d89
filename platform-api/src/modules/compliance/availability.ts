// A component's unavailability (GLI-19 2.8.8): the database, Redis or a game provider's API
// found unreachable, and found back. Only the transitions are recorded, not every probe: the
// process remembers what it last saw of each component. An event the database cannot take (it is
// the component that went down) waits in memory, with the time it happened, until it can.

import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../../db/pool.js';

interface PendingEvent {
  type: 'component_unavailable' | 'component_restored';
  at: Date;
  component: string;
  reason: string;
  before: object | null;
  after: object;
}

export interface ComponentAvailability {
  /**
   * What a probe or a call found of `component` at `at` (now by default): each transition is a
   * significant event, stored before this resolves when the database takes it.
   */
  observe(component: string, reachable: boolean, detail?: string, at?: Date): Promise<void>;
}

export function componentAvailability(
  db: Queryable,
  log: FastifyBaseLogger,
): ComponentAvailability {
  const downSince = new Map<string, Date>();
  const pending: PendingEvent[] = [];
  // One flush at a time, so events are stored in the order they happened.
  let flushing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    while (pending.length > 0) {
      const [event] = pending;
      if (event === undefined) return;
      try {
        await db.query(
          `INSERT INTO significant_events (type, at, component, brand_id, actor, reason, before,
                                           after)
           VALUES ($1, $2, $3, NULL, 'system', $4, $5, $6)`,
          [event.type, event.at, event.component, event.reason, event.before, event.after],
        );
      } catch (error) {
        log.warn({ err: error }, `significant event ${event.type} waits for the database`);
        return;
      }
      pending.shift();
    }
  }

  return {
    async observe(component, reachable, detail, at = new Date()) {
      const since = downSince.get(component);
      if (!reachable && since === undefined) {
        downSince.set(component, at);
        pending.push({
          type: 'component_unavailable',
          at,
          component,
          reason: `${component} unreachable${detail === undefined ? '' : `: ${detail}`}`,
          before: { state: 'available' },
          after: { state: 'unavailable' },
        });
      } else if (reachable && since !== undefined) {
        downSince.delete(component);
        pending.push({
          type: 'component_restored',
          at,
          component,
          reason: `${component} reachable again`,
          before: { state: 'unavailable', since: since.toISOString() },
          after: {
            state: 'available',
            unavailableSeconds: Math.round((at.getTime() - since.getTime()) / 1000),
          },
        });
      }
      if (pending.length === 0) return;
      flushing = flushing.then(flush);
      await flushing;
    },
  };
}

/**
 * `call` telling `availability` whether `component` answered: a failure `isUnavailable` names
 * marks it down, any other outcome up. The call's own result or failure is unchanged.
 */
export function watchedCall<Args extends unknown[], Result>(
  availability: ComponentAvailability,
  component: string,
  call: (...args: Args) => Promise<Result>,
  isUnavailable: (error: unknown) => boolean,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      const result = await call(...args);
      await availability.observe(component, true);
      return result;
    } catch (error) {
      const down = isUnavailable(error);
      await availability.observe(component, !down, down ? (error as Error).message : undefined);
      throw error;
    }
  };
}

/** The readiness probe's checks (/health/ready) as observations of the database and Redis. */
export function observeReadiness(availability: ComponentAvailability) {
  return async (checks: { database: string; redis: string }): Promise<void> => {
    await availability.observe('database', checks.database === 'ok');
    if (checks.redis !== 'not used') await availability.observe('redis', checks.redis === 'ok');
  };
}

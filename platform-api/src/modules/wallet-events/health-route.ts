// GET /health/outbox: how far realtime delivery lags. The age of the oldest undelivered event is
// the figure to alert on: it grows only when no process delivers (the relay down, Redis down).

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

import { oldestUndeliveredSeconds } from './outbox.js';

export function outboxHealthRoute(app: FastifyInstance, db: pg.Pool): void {
  app.get(
    '/health/outbox',
    {
      schema: {
        tags: ['health'],
        summary: 'Realtime outbox: the age in seconds of the oldest undelivered event (0: none)',
        response: {
          200: Type.Object({ oldestUndeliveredSeconds: Type.Number({ minimum: 0 }) }),
        },
      },
    },
    async () => ({ oldestUndeliveredSeconds: await oldestUndeliveredSeconds(db) }),
  );
}

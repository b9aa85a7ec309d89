// GET /health: the liveness check, which also reaches the database (GET /health/ready, in
// readiness.ts, says whether the process should get traffic).

import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

import { responses } from './schemas.js';

export function healthRoute(app: FastifyInstance, pool: pg.Pool): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: responses(Type.Object({ status: Type.Literal('ok') })),
      },
    },
    async () => {
      await pool.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
}

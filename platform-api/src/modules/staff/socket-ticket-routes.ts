// /admin/v1/realtime/ticket: a staff session takes a one-time ticket here to open the realtime
// WebSocket, which its HttpOnly cookie, scoped to /admin, cannot reach.

import { EmptyBodySchema, StaffSocketTicketSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type pg from 'pg';

import { ok, routeSchema } from '../../http/schemas.js';
import { requireStaffSession } from './accounts.js';
import { issueSocketTicket, SOCKET_TICKET_SECONDS } from './socket-tickets.js';

const session = { roles: 'staff-session' } as const;

export const staffSocketTicketRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.post(
    '/realtime/ticket',
    {
      config: { ...session, audit: 'auth.socket-ticket' },
      schema: routeSchema('staff', StaffSocketTicketSchema, {
        summary: 'A ticket that lets this session onto the realtime WebSocket at /graphql',
        description:
          'Send it once, within expiresInSeconds, as `{ authorization: ticket }` in ' +
          'connection_init (docs/api.md#staff-realtime). The socket closes when this session ' +
          'ends.',
        body: EmptyBodySchema,
      }),
    },
    async (request) => {
      const { tokenHash } = requireStaffSession(request.operator);
      const ticket = await issueSocketTicket(db, tokenHash);
      request.audit = { target: request.operator.name };
      return ok({ ticket, expiresInSeconds: SOCKET_TICKET_SECONDS });
    },
  );
};

// Rate limits (@fastify/rate-limit), off by default: the routes that need one (login, register,
// session tokens) set their own; a refusal answers the API's error shape.

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import { ApiError, ErrorCode } from '../http/errors.js';

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        ErrorCode.tooManyAttempts,
        `Too many requests from this address; retry in ${context.after}`,
      ),
  });
}

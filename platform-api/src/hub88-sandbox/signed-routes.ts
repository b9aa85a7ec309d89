// The sandbox's operator API as Hub88 serves it: each call's body verified against the operator's
// public key and its operator_id checked, each answer signed with the sandbox's (Hub88's) key.

import type { KeyObject } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  signHub88,
} from '../modules/hub88/index.js';

export interface SignedRoutesOptions {
  operatorId: number;
  hub88PrivateKey: KeyObject;
  operatorPublicKey: KeyObject;
}

/** An answer with another HTTP status than 200 (Hub88 answers errors as `{ error }`). */
export class SandboxRefusal {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type SignedAnswer = (body: Record<string, unknown>) => unknown;

/** Registers a signed POST route under /operator/generic/v2/; null answers a syntax error. */
export function signedRoutes(app: FastifyInstance, options: SignedRoutesOptions) {
  const { operatorId, hub88PrivateKey, operatorPublicKey } = options;
  // Signatures cover the exact bytes, so bodies are parsed here, after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  return (path: string, answer: SignedAnswer) =>
    app.post(`/operator/generic/v2/${path}`, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let status = 200;
      let result: unknown;
      const body = parse(raw);
      if (!isValidHub88Signature(raw, operatorPublicKey, request.headers[HUB88_SIGNATURE_HEADER])) {
        [status, result] = [401, { error: 'RS_ERROR_INVALID_SIGNATURE' }];
      } else if (body === null || body.operator_id !== operatorId) {
        [status, result] = [400, { error: 'RS_ERROR_INVALID_PARTNER' }];
      } else {
        result = answer(body);
        if (result === null) [status, result] = [400, { error: 'RS_ERROR_WRONG_SYNTAX' }];
        if (result instanceof SandboxRefusal) [status, result] = [result.status, result.body];
      }
      const payload = JSON.stringify(result);
      return reply
        .code(status)
        .header(HUB88_SIGNATURE_HEADER, signHub88(payload, hub88PrivateKey))
        .type('application/json')
        .send(payload);
    });
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

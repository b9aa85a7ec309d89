// The sandbox's Games API, as Hub88 serves it to operators: game/list and game/url, each call
// verified against the operator's public key and each answer signed with the sandbox's key.

import { randomUUID, type KeyObject } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  signHub88,
} from '../modules/hub88/index.js';
import { findSandboxGame, sandboxGames } from './games.js';
import type { SandboxSessions } from './sessions.js';

export interface GamesApiOptions {
  publicUrl: string;
  operatorId: number;
  hub88PrivateKey: KeyObject;
  operatorPublicKey: KeyObject;
  sessions: SandboxSessions;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function gamesApi(app: FastifyInstance, options: GamesApiOptions): void {
  const { publicUrl, operatorId, hub88PrivateKey, operatorPublicKey, sessions } = options;
  // Signatures cover the exact bytes, so bodies are parsed here, after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const signed = (path: string, answer: (body: Record<string, unknown>) => unknown) =>
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
      }
      const payload = JSON.stringify(result);
      return reply
        .code(status)
        .header(HUB88_SIGNATURE_HEADER, signHub88(payload, hub88PrivateKey))
        .type('application/json')
        .send(payload);
    });

  signed('game/list', () => sandboxGames(publicUrl));
  signed('game/url', (body) => {
    const [user, token, currency, gameCode] = [
      body.user,
      body.token,
      body.currency,
      body.game_code,
    ].map(text);
    if (!user || !token || !currency || !gameCode || !findSandboxGame(publicUrl, gameCode))
      return null;
    const sessionId = randomUUID();
    sessions.add(sessionId, { user, token, currency, gameCode });
    return { url: `${publicUrl}/games/play?session=${sessionId}` };
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

// The gateway providers call back (/gateway/v1/:gpid/…).

import { Envelope, GpidSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { ApiError, ErrorCode } from '../../http/errors.js';
import { ok, responses } from '../../http/schemas.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import {
  authenticate,
  balance,
  bet,
  freeSpin,
  freeSpins,
  jackpot,
  rollback,
  win,
} from './callbacks.js';
import {
  AuthenticateDataSchema,
  AuthenticateRequestSchema,
  BalanceDataSchema,
  BalanceRequestSchema,
  BetRequestSchema,
  FreeSpinDataSchema,
  FreeSpinRequestSchema,
  FreeSpinsDataSchema,
  FreeSpinsRequestSchema,
  JackpotDataSchema,
  JackpotRequestSchema,
  RollbackRequestSchema,
  TransactionDataSchema,
  WinRequestSchema,
} from './schemas.js';
import { isValidSignature, providerSecretOf, SIGNATURE_HEADER } from './signature.js';

export interface GatewayRoutesOptions extends MoneyRoutesOptions {
  providerSecrets: Record<string, string> | null;
}

const tags = ['gateway'];
const GpidParamsSchema = Type.Object({ gpid: GpidSchema });

export const gatewayRoutes: FastifyPluginAsyncTypebox<GatewayRoutesOptions> = async (
  app,
  { db, walletEvents, providerSecrets },
) => {
  // The signature covers the exact bytes sent, so the body is kept as received.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body.toString());
    parseJson(request, body.toString(), done);
  });
  app.addHook('preValidation', async (request) => {
    const { gpid } = request.params as { gpid: string };
    const secret = providerSecretOf(providerSecrets, gpid);
    const body = rawBodies.get(request) ?? '';
    if (secret === null || !isValidSignature(body, secret, request.headers[SIGNATURE_HEADER])) {
      throw new ApiError(ErrorCode.gatewaySignature, 'Missing or invalid X-Signature');
    }
  });

  /** The signed call `/:gpid/<name>`: `handle` answers the provider's body. */
  const providerCall = <Body extends TSchema, Data extends TSchema>(
    name: string,
    summary: string,
    [body, data]: [Body, Data],
    handle: (gpid: string, body: Static<Body>) => Promise<Static<Data>>,
  ) => {
    // `handle`'s type holds its answer to `data`, which Fastify cannot check through a generic.
    const answer: TSchema = data;
    const schema = {
      tags,
      summary,
      description:
        'Header X-Signature: hex HMAC-SHA256 of the raw body with the provider secret ' +
        '(errorCode 21 when missing or wrong). Bets, wins and rollbacks are idempotent by ' +
        'transactionId: a repeat with the same body answers the stored result.',
      params: GpidParamsSchema,
      body,
      response: responses(Envelope(answer)),
    };
    app.post(`/:gpid/${name}`, { schema }, async (request) =>
      ok(await handle(request.params.gpid, request.body)),
    );
  };

  providerCall(
    'authenticate',
    'Exchange a one-time game token for a session',
    [AuthenticateRequestSchema, AuthenticateDataSchema],
    (gpid, { token }) => authenticate(db, gpid, token),
  );
  providerCall(
    'balance',
    "The session player's balance",
    [BalanceRequestSchema, BalanceDataSchema],
    (gpid, { sessionId }) => balance(db, gpid, sessionId),
  );
  providerCall(
    'bet',
    'Take a bet from the player (errorCode 20 when the balance is short)',
    [BetRequestSchema, TransactionDataSchema],
    (gpid, call) => bet(db, walletEvents, gpid, call),
  );
  providerCall(
    'win',
    'Pay a win (zero allowed) and settle the round',
    [WinRequestSchema, TransactionDataSchema],
    (gpid, call) => win(db, walletEvents, gpid, call),
  );
  providerCall(
    'jackpot',
    "Pay the brand's progressive jackpot for a round of the session's player (docs/jackpot.md); " +
      'once per round, errorCode 61 when the brand has no active jackpot in its currency',
    [JackpotRequestSchema, JackpotDataSchema],
    (gpid, call) => jackpot(db, walletEvents, gpid, call),
  );
  providerCall(
    'free-spins',
    "The free spins the session's player can play on the session's game now (their active " +
      'bonus grant), or null',
    [FreeSpinsRequestSchema, FreeSpinsDataSchema],
    (gpid, { sessionId }) => freeSpins(db, gpid, sessionId),
  );
  providerCall(
    'free-spin',
    "Play one free spin of the player's active bonus grant: no stake is taken, the win (zero " +
      "allowed) is credited as the grant's offer says (errorCode 49 when the grant has no spin " +
      'for this game and stake)',
    [FreeSpinRequestSchema, FreeSpinDataSchema],
    (gpid, call) => freeSpin(db, walletEvents, gpid, call),
  );
  providerCall(
    'rollback',
    'Reverse a bet; an unknown transactionId succeeds and refuses that bet later',
    [RollbackRequestSchema, TransactionDataSchema],
    (gpid, call) => rollback(db, walletEvents, gpid, call),
  );
};

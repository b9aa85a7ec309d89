// Hub88's wallet API (/hub88/…): Hub88 calls these with its signature in X-Hub88-Signature, and
// every answer is HTTP 200 with a Hub88 status, signed with the operator's key. Protocol errors
// are statuses too (docs/hub88.md), not the platform's `{ errorCode }` answers.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';

import type { Hub88Settings } from '../../config.js';
import type { MoneyRoutesOptions } from '../wallet-events/index.js';
import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  privateKeyOf,
  publicKeyOf,
  signHub88,
} from './signature.js';
import type { Hub88Status } from './statuses.js';
import { balance, userInfo } from './player-calls.js';
import { bet, rollback, win, type WalletContext } from './wallet.js';
import {
  BalanceRequestSchema,
  BetRequestSchema,
  RollbackRequestSchema,
  UserInfoRequestSchema,
  WinRequestSchema,
} from './wallet-schemas.js';

export interface Hub88WalletRoutesOptions extends MoneyRoutesOptions {
  hub88: Hub88Settings;
}

const description =
  'Called by Hub88. Header X-Hub88-Signature: base64 RSA-SHA256 of the raw body with ' +
  "Hub88's key. Always HTTP 200 with a Hub88 `status`; the answer is signed with the " +
  "operator's key. Amounts are integers of 1/100000 of the currency.";

export const hub88WalletRoutes: FastifyPluginAsyncTypebox<Hub88WalletRoutesOptions> = async (
  app,
  { db, walletEvents, hub88 },
) => {
  const hub88Key = publicKeyOf(hub88.hub88PublicKey);
  const operatorKey = privateKeyOf(hub88.operatorPrivateKey);
  const context: WalletContext = { db, events: walletEvents };
  // The signature covers the exact bytes sent, so the body is kept as received and parsed here.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const route = <Body extends TObject>(
    summary: string,
    path: string,
    schema: Body,
    handle: (body: Static<Body>) => Promise<object>,
  ) => {
    const check = TypeCompiler.Compile(schema);
    app.post(
      path,
      { schema: { tags: ['hub88'], summary, description } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const parsed = parseJson(raw);
        let answer: object;
        if (!isValidHub88Signature(raw, hub88Key, request.headers[HUB88_SIGNATURE_HEADER])) {
          answer = protocolError(parsed, 'RS_ERROR_INVALID_SIGNATURE');
        } else if (!check.Check(parsed)) {
          const syntax =
            typeof parsed !== 'object' ||
            parsed === null ||
            [...check.Errors(parsed)].some(
              (error) => error.type === ValueErrorType.ObjectRequiredProperty,
            );
          answer = protocolError(parsed, syntax ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES');
        } else {
          try {
            answer = await handle(parsed);
          } catch (error) {
            request.log.error({ err: error }, 'Hub88 wallet call failed');
            answer = protocolError(parsed, 'RS_ERROR_UNKNOWN');
          }
        }
        const text = JSON.stringify(answer);
        return reply
          .header(HUB88_SIGNATURE_HEADER, signHub88(text, operatorKey))
          .type('application/json')
          .send(text);
      },
    );
  };

  route("The player's details", '/user/info', UserInfoRequestSchema, (body) => userInfo(db, body));
  route("The player's balance", '/user/balance', BalanceRequestSchema, (body) => balance(db, body));
  route('Take a bet', '/transaction/bet', BetRequestSchema, (body) => bet(context, body));
  route('Pay a win', '/transaction/win', WinRequestSchema, (body) => win(context, body));
  route('Reverse a bet', '/transaction/rollback', RollbackRequestSchema, (body) =>
    rollback(context, body),
  );
};

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal before the call is understood: it echoes what it can of the call. */
function protocolError(body: unknown, status: Hub88Status) {
  const field = (name: string) => {
    const value = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
    return typeof value === 'string' ? value : '';
  };
  return { user: field('user'), status, request_uuid: field('request_uuid') };
}

// The demo provider's side of the gateway: signed HTTP calls, exactly as an outside provider
// makes them. Failures the gateway answers come back as the same ApiError.

import { isErrorReason, type ErrorParams } from '@croupier/contracts';

import { ApiError, errorCatalogue, type ErrorCode } from '../../http/errors.js';
import {
  type AuthenticateData,
  type BalanceData,
  type FreeSpinData,
  type FreeSpinsData,
  type JackpotData,
  type TransactionData,
  signBody,
  SIGNATURE_HEADER,
} from '../gateway/index.js';

interface GatewayCalls {
  authenticate: { body: { token: string }; data: AuthenticateData };
  balance: { body: { sessionId: string }; data: BalanceData };
  bet: {
    body: {
      sessionId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
    };
    data: TransactionData;
  };
  win: {
    body: { sessionId: string; transactionId: string; roundId: string; amount: string };
    data: TransactionData;
  };
  jackpot: {
    body: { sessionId: string; transactionId: string; roundId: string };
    data: JackpotData;
  };
  rollback: { body: { sessionId: string; transactionId: string }; data: TransactionData };
  'free-spins': { body: { sessionId: string }; data: FreeSpinsData };
  'free-spin': {
    body: {
      sessionId: string;
      transactionId: string;
      roundId: string;
      grantId: string;
      stake: string;
      amount: string;
    };
    data: FreeSpinData;
  };
}

/** Attempts of an idempotent call that failed in transit: the same id can safely be resent. */
const ATTEMPTS = 3;

export interface GatewayClientOptions {
  /** Base URL of the gateway, read at each call (the API's port is known once it listens). */
  baseUrl: () => string;
  secretOf: (gpid: string) => string | null;
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;

export function createGatewayClient({ baseUrl, secretOf }: GatewayClientOptions) {
  async function callOnce<Call extends keyof GatewayCalls>(
    gpid: string,
    call: Call,
    body: GatewayCalls[Call]['body'],
  ): Promise<GatewayCalls[Call]['data']> {
    const secret = secretOf(gpid);
    if (secret === null) throw new Error(`No gateway secret for provider ${gpid}`);
    const payload = JSON.stringify(body);
    const response = await fetch(`${baseUrl()}/gateway/v1/${gpid}/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(payload, secret),
      },
      body: payload,
    });
    const answer = (await response.json()) as {
      errorCode: number;
      message?: string;
      data?: unknown;
      reason?: unknown;
      params?: ErrorParams;
    };
    if (answer.errorCode === 0) return answer.data as GatewayCalls[Call]['data'];
    if (response.status < 500 && answer.errorCode in errorCatalogue) {
      // The refusal's reason goes on to the game page, which says it in the player's language.
      throw new ApiError(
        answer.errorCode as ErrorCode,
        answer.message ?? 'Gateway refused the call',
        isErrorReason(answer.reason)
          ? { reason: answer.reason, params: answer.params ?? {} }
          : undefined,
      );
    }
    throw new Error(
      `Gateway ${call} failed with HTTP ${response.status}: ${JSON.stringify(answer)}`,
    );
  }

  /**
   * Resends on transport failures and 5xx: the gateway applies one transaction id once. A game
   * token is exchanged once, so authenticate is never resent.
   */
  async function call<Call extends keyof GatewayCalls>(
    gpid: string,
    name: Call,
    body: GatewayCalls[Call]['body'],
  ): Promise<GatewayCalls[Call]['data']> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await callOnce(gpid, name, body);
      } catch (error) {
        if (error instanceof ApiError || name === 'authenticate' || attempt >= ATTEMPTS) {
          throw error;
        }
      }
    }
  }

  return { call };
}

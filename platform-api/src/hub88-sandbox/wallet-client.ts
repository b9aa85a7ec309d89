// The sandbox's side of the wallet API: calls to the operator signed with the sandbox's (Hub88's)
// key, answers checked against the operator's public key, and each recorded as Hub88 keeps it.

import { randomUUID, type KeyObject } from 'node:crypto';

import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  signHub88,
} from '../modules/hub88/index.js';
import type { SandboxTransactions } from './transactions.js';

export interface WalletAnswer {
  status: string;
  balance?: number;
  currency?: string;
}

export type WalletCall = (path: string, body: Record<string, unknown>) => Promise<WalletAnswer>;

/** How long the sandbox waits for the operator's answer. */
const WALLET_TIMEOUT_MS = 5_000;

export function walletClient(
  walletUrl: string,
  hub88PrivateKey: KeyObject,
  operatorPublicKey: KeyObject,
  transactions: SandboxTransactions,
): WalletCall {
  return async (path, body) => {
    const payload = JSON.stringify({ ...body, request_uuid: randomUUID() });
    const response = await fetch(`${walletUrl}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: signHub88(payload, hub88PrivateKey),
      },
      body: payload,
      signal: AbortSignal.timeout(WALLET_TIMEOUT_MS),
    });
    const text = await response.text();
    const signature = response.headers.get(HUB88_SIGNATURE_HEADER);
    if (!isValidHub88Signature(text, operatorPublicKey, signature)) {
      throw new Error(`The operator's answer to ${path} is not signed with its key`);
    }
    const answer = JSON.parse(text) as WalletAnswer;
    transactions.record(path, body, answer.status);
    return answer;
  };
}

// Croupier's calls to Hub88's operator API: each body signed with the operator's key, each signed
// answer checked against Hub88's key. A failure names the call, never the key.

import type { Hub88Settings } from '../../config.js';
import {
  HUB88_SIGNATURE_HEADER,
  isValidHub88Signature,
  privateKeyOf,
  publicKeyOf,
  signHub88,
} from './signature.js';

/** How long a call to Hub88 may take. */
export const HUB88_CALL_TIMEOUT_MS = 10_000;

export class Hub88CallError extends Error {
  /** Hub88 did not answer, or answered a server error: it is unavailable, not refusing. */
  readonly unavailable: boolean;

  constructor(message: string, unavailable = false) {
    super(message);
    this.unavailable = unavailable;
  }
}

export type Hub88Call = (path: string, body: Record<string, unknown>) => Promise<unknown>;

export function hub88Client(settings: Hub88Settings): Hub88Call {
  const operatorKey = privateKeyOf(settings.operatorPrivateKey);
  const hub88Key = publicKeyOf(settings.hub88PublicKey);
  return async (path, body) => {
    const payload = JSON.stringify({ ...body, operator_id: settings.operatorId });
    const url = `${settings.apiUrl}/operator/generic/v2/${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HUB88_SIGNATURE_HEADER]: signHub88(payload, operatorKey),
        },
        body: payload,
        signal: AbortSignal.timeout(HUB88_CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Hub88CallError(`Hub88 ${path} did not answer: ${(error as Error).message}`, true);
    }
    const text = await response.text();
    const signature = response.headers.get(HUB88_SIGNATURE_HEADER);
    // Answers Hub88 signs must carry its signature; an unsigned one is read as sent over TLS.
    if (signature !== null && !isValidHub88Signature(text, hub88Key, signature)) {
      throw new Hub88CallError(`Hub88 ${path} answered with a signature not made by its key`);
    }
    if (!response.ok) {
      throw new Hub88CallError(
        `Hub88 ${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`,
        response.status >= 500,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Hub88CallError(`Hub88 ${path} answered something other than JSON`);
    }
  };
}

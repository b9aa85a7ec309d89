// The sandbox's own record of the wallet calls it made, as Hub88 keeps one, and the operator's
// transactions/list over it: by start_time and end_time, or by round (one of the two required).
// Entries carry the fields of docs.hub88.io's "Hub88 transaction item": `transaction_status`
// (TS_SUCCESS when the operator answered RS_OK, else TS_DECLINED) and `kind` (TK_BET, TK_WIN,
// TK_ROLLBACK, TK_FREE_BET, TK_FREE_WIN).

import { SandboxRefusal, text, type SignedAnswer } from './signed-routes.js';

export interface SandboxTransaction {
  transaction_uuid: string;
  reference_transaction_uuid: string | null;
  kind: string;
  user: string;
  round: string | null;
  game_code: string | null;
  currency: string | null;
  /** Hub88 units; a rollback carries its bet's amount. */
  amount: number;
  /** TS_SUCCESS when the operator answered RS_OK, else TS_DECLINED. */
  transaction_status: string;
  inserted_at: string;
}

const KINDS: Record<string, 'BET' | 'WIN' | 'ROLLBACK'> = {
  'transaction/bet': 'BET',
  'transaction/win': 'WIN',
  'transaction/rollback': 'ROLLBACK',
};
const MAX_RECORDED = 100_000;

export class SandboxTransactions {
  readonly recorded: SandboxTransaction[] = [];

  /** Records a bet, win or rollback call and the status the operator answered. */
  record(path: string, body: Record<string, unknown>, status: string): void {
    const type = KINDS[path];
    const uuid = text(body.transaction_uuid);
    if (!type || !uuid) return;
    const free = body.is_free === true && type !== 'ROLLBACK';
    const reference = text(body.reference_transaction_uuid);
    const referenced = this.recorded.find((entry) => entry.transaction_uuid === reference);
    if (this.recorded.length >= MAX_RECORDED) this.recorded.shift();
    this.recorded.push({
      transaction_uuid: uuid,
      reference_transaction_uuid: reference,
      kind: free ? `TK_FREE_${type}` : `TK_${type}`,
      user: String(body.user),
      round: text(body.round) ?? referenced?.round ?? null,
      game_code: text(body.game_code),
      currency: text(body.currency) ?? referenced?.currency ?? null,
      amount: type === 'ROLLBACK' ? (referenced?.amount ?? 0) : Number(body.amount ?? 0),
      transaction_status: status === 'RS_OK' ? 'TS_SUCCESS' : 'TS_DECLINED',
      inserted_at: new Date().toISOString().slice(0, 19),
    });
  }

  routes(signed: (path: string, answer: SignedAnswer) => unknown): void {
    signed('transactions/list', (body) => {
      const [start, end, round] = [text(body.start_time), text(body.end_time), text(body.round)];
      if (!round && (!start || !end)) {
        return new SandboxRefusal(400, { error: 'start_time and end_time, or round, required' });
      }
      return this.recorded.filter(
        (entry) =>
          (!round || entry.round === round) &&
          (!start || entry.inserted_at >= start) &&
          (!end || entry.inserted_at < end) &&
          (body.user === undefined || entry.user === body.user),
      );
    });
  }
}

// The sandbox's own record of the wallet calls it made, as Hub88 keeps one, and the operator's
// transactions/list over it: by start_time and end_time, or by round (one of the two required).

import { SandboxRefusal, text, type SignedAnswer } from './signed-routes.js';

export interface SandboxTransaction {
  transaction_uuid: string;
  reference_transaction_uuid: string | null;
  type: 'bet' | 'win' | 'rollback';
  user: string;
  round: string | null;
  game_code: string | null;
  currency: string | null;
  /** Hub88 units; a rollback carries its bet's amount. */
  amount: number;
  /** The operator's answer: RS_OK, or the refusal it answered. */
  status: string;
  created_at: string;
}

const KINDS: Record<string, SandboxTransaction['type']> = {
  'transaction/bet': 'bet',
  'transaction/win': 'win',
  'transaction/rollback': 'rollback',
};
const MAX_RECORDED = 100_000;

export class SandboxTransactions {
  readonly recorded: SandboxTransaction[] = [];

  /** Records a bet, win or rollback call and the status the operator answered. */
  record(path: string, body: Record<string, unknown>, status: string): void {
    const type = KINDS[path];
    const uuid = text(body.transaction_uuid);
    if (!type || !uuid) return;
    const reference = text(body.reference_transaction_uuid);
    const referenced = this.recorded.find((entry) => entry.transaction_uuid === reference);
    if (this.recorded.length >= MAX_RECORDED) this.recorded.shift();
    this.recorded.push({
      transaction_uuid: uuid,
      reference_transaction_uuid: reference,
      type,
      user: String(body.user),
      round: text(body.round) ?? referenced?.round ?? null,
      game_code: text(body.game_code),
      currency: text(body.currency) ?? referenced?.currency ?? null,
      amount: type === 'rollback' ? (referenced?.amount ?? 0) : Number(body.amount ?? 0),
      status,
      created_at: new Date().toISOString().slice(0, 19),
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
          (!start || entry.created_at >= start) &&
          (!end || entry.created_at < end) &&
          (body.user === undefined || entry.user === body.user),
      );
    });
  }
}

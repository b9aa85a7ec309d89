// Bodies and answers of Hub88's wallet API (/hub88/…), fields as Hub88 publishes them. Fields
// Hub88 adds later are accepted: its calls are not refused for what they carry beyond these.

import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { HUB88_STATUSES } from './statuses.js';

const Text = Type.String({ minLength: 1, maxLength: 255 });
/** Int64 units of 1/100000 of the currency; beyond 2^53 JSON numbers lose digits in transit. */
const Units = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

const common = {
  user: Text,
  request_uuid: Text,
  token: Text,
  supplier_user: Nullable(Type.String()),
  game_code: Text,
  game_id: Nullable(Type.Integer()),
};
const transaction = {
  ...common,
  transaction_uuid: Text,
  supplier_transaction_id: Nullable(Type.String()),
  round: Text,
  round_closed: Nullable(Type.Boolean()),
  meta: Nullable(Type.Object({})),
};
const stake = {
  currency: Type.String({ minLength: 3, maxLength: 8 }),
  amount: Units,
  bet: Nullable(Type.String()),
  is_free: Nullable(Type.Boolean()),
  is_aggregated: Nullable(Type.Boolean()),
  reward_uuid: Nullable(Type.String()),
  /** A game supplier's promotion (May 2025): a bet of 0 and its win, the token maybe expired. */
  is_supplier_promo: Nullable(Type.Boolean()),
  /** Whether the call counts in GGR at all (October 2026); absent: as any call. */
  is_billable: Nullable(Type.Boolean()),
  /** How much of the amount counts in GGR (October 2026), in the same units. */
  billable_amount: Type.Optional(Type.Union([Units, Type.Null()])),
};

export const UserInfoRequestSchema = Type.Object({ user: Text, request_uuid: Text });
export const BalanceRequestSchema = Type.Object({ ...common, game_code: Type.Optional(Text) });
export const BetRequestSchema = Type.Object({ ...transaction, ...stake });
export const WinRequestSchema = Type.Object({
  ...transaction,
  ...stake,
  /** The bet the win pays; only a supplier promotion's win may come without one. */
  reference_transaction_uuid: Type.Optional(Text),
});
export const RollbackRequestSchema = Type.Object({
  ...transaction,
  round: Type.Optional(Text),
  game_code: Type.Optional(Text),
  reference_transaction_uuid: Text,
});

export const WalletAnswerSchema = Type.Object({
  user: Type.String(),
  status: Type.Union(HUB88_STATUSES.map((status) => Type.Literal(status))),
  request_uuid: Type.String(),
  currency: Type.Optional(Type.String()),
  balance: Type.Optional(Units),
});
export const UserInfoAnswerSchema = Type.Object({
  user: Type.String(),
  status: Type.String(),
  request_uuid: Type.String(),
  sub_partner_id: Type.Optional(Type.String()),
  registration_date: Type.Optional(Type.String({ format: 'date' })),
});

export type UserInfoRequest = Static<typeof UserInfoRequestSchema>;
export type BalanceRequest = Static<typeof BalanceRequestSchema>;
export type BetRequest = Static<typeof BetRequestSchema>;
export type WinRequest = Static<typeof WinRequestSchema>;
export type RollbackRequest = Static<typeof RollbackRequestSchema>;
export type WalletAnswer = Static<typeof WalletAnswerSchema>;
export type UserInfoAnswer = Static<typeof UserInfoAnswerSchema>;

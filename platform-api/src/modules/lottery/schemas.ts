// The lottery wire contract (shared/src/games/types.ts) as TypeBox schemas; the assertions at the
// bottom fail the build on any drift.

import { Type, type Static } from '@sinclair/typebox';

import type {
  LotteryDraw,
  LotteryDrawPage,
  LotteryMarket,
} from '../../../../shared/src/games/types.js';
import { PageFields, PageSchema } from '../../http/paging.js';
import { type Assert, type Same } from '../../http/schemas.js';

const DateTimeSchema = Type.String({ format: 'date-time' });

export const LotteryDrawSchema = Type.Object({
  drawId: Type.String({ format: 'uuid' }),
  marketCode: Type.String(),
  drawNumber: Type.Integer({ minimum: 1, description: 'Sequential per market' }),
  winningNumbers: Type.String({ pattern: '^[0-9]+$', description: 'Digits as drawn, e.g. "4821"' }),
  drawnAt: DateTimeSchema,
});

export const LotteryMarketSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  digits: Type.Integer({ minimum: 1 }),
  drawIntervalMinutes: Type.Integer({ minimum: 1 }),
  latestDraw: Type.Union([LotteryDrawSchema, Type.Null()]),
  nextDrawAt: DateTimeSchema,
});

export const LotteryDrawPageSchema = PageSchema(LotteryDrawSchema);

export const LotteryDrawsRequestSchema = Type.Object(
  { marketCode: Type.String({ minLength: 1, maxLength: 16 }), ...PageFields },
  { additionalProperties: false },
);

export type LotterySchemasMatchContract = [
  Assert<Same<Static<typeof LotteryDrawSchema>, LotteryDraw>>,
  Assert<Same<Static<typeof LotteryMarketSchema>, LotteryMarket>>,
  Assert<Same<Static<typeof LotteryDrawPageSchema>, LotteryDrawPage>>,
];

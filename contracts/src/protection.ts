// Player protection calls the site itself runs: the reality check's interval and the summary of
// the login session it shows. Amounts are decimal strings.

import { Type, type Static } from '@sinclair/typebox';

import { DateTimeSchema } from './api';
import { REALITY_CHECK_MINUTES } from './codes';

export const RealityCheckMinutesSchema = Type.Union(
  REALITY_CHECK_MINUTES.map((minutes) => Type.Literal(minutes)),
  { description: 'Minutes between reminders; 0 is off' },
);

/** `rg/reality-check` `{ minutes? }` → data. */
export const RealityCheckSchema = Type.Object({
  minutes: Type.Integer({ description: "The player's interval, else the brand's default" }),
  brandDefaultMinutes: Type.Integer(),
  canBeOff: Type.Boolean(),
});
export type RealityCheck = Static<typeof RealityCheckSchema>;

export const PlayTotalsSchema = Type.Object({
  currency: Type.String(),
  stakes: Type.String(),
  wins: Type.String(),
  net: Type.String({ description: 'wins − stakes' }),
});
export type PlayTotals = Static<typeof PlayTotalsSchema>;

/** `rg/session-summary` `{}` → data: the login session so far. */
export const SessionSummarySchema = Type.Object({
  loggedInAt: DateTimeSchema,
  minutesSinceLogin: Type.Integer(),
  play: Type.Array(PlayTotalsSchema),
});
export type SessionSummary = Static<typeof SessionSummarySchema>;

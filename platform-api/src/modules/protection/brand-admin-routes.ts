// `brands/:brandId/protection`: an owner reads and changes a brand's protection settings
// (verification gates, AML threshold, reality check), within the caller's brands.

import { AMOUNT_PATTERN, RealityCheckMinutesSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type pg from 'pg';

import { requireBrand } from '../../http/admin-access.js';
import { auditedWrite } from '../../http/audited-write.js';
import { ok, operatorRouteSchema } from '../../http/schemas.js';
import { brandProtectionSettings, changeBrandProtectionSettings } from './brand-settings.js';

/** A significant event's threshold (docs/compliance.md): a base-currency amount, or null for none. */
const threshold = (what: string) =>
  Type.Union([Type.String({ pattern: AMOUNT_PATTERN }), Type.Null()], {
    description: `Base currency: ${what} reaching it is a significant event; null: none`,
  });

const settingFields = {
  realityCheckMinutes: RealityCheckMinutesSchema,
  realityCheckCanBeOff: Type.Boolean({ description: 'Whether players may turn it off' }),
  promptDepositLimit: Type.Boolean({
    description: 'Whether new players are prompted to set a deposit limit',
  }),
  verifyBeforeWithdrawal: Type.Boolean(),
  verifyBeforeDeposit: Type.Boolean(),
  verifyBeforePlay: Type.Boolean({ description: 'Bets of unverified players are errorCode 44' }),
  amlThreshold: Type.String({
    pattern: AMOUNT_PATTERN,
    description:
      'Base currency: approved deposits within 30 days reaching it make further deposits wait ' +
      'for verification',
  }),
  largeWinThreshold: threshold('a single win'),
  largeWagerThreshold: threshold('a single wager'),
  largePaymentThreshold: threshold('an approved deposit or withdrawal'),
  largeDailyWinThreshold: threshold("a player's wins of a UTC day, summed"),
};

const BrandProtectionSchema = Type.Object({
  baseCurrency: Type.String({ description: 'Limits and the AML threshold are in it; read-only' }),
  ...settingFields,
  realityCheckMinutes: Type.Integer(),
});

const BrandProtectionChangeSchema = Type.Partial(Type.Object(settingFields), {
  additionalProperties: false,
  minProperties: 1,
});

const BrandParams = Type.Object({ brandId: Type.String() });

export const brandProtectionAdminRoutes: FastifyPluginAsyncTypebox<{ db: pg.Pool }> = async (
  app,
  { db },
) => {
  app.get(
    '/brands/:brandId/protection',
    {
      config: { roles: ['owner'] },
      schema: operatorRouteSchema('operator', BrandProtectionSchema, {
        summary:
          "A brand's protection settings: verification gates, AML threshold, reality check, " +
          'deposit-limit prompt',
        description: 'An unknown brand is errorCode 6.',
        params: BrandParams,
      }),
    },
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      return ok(await brandProtectionSettings(db, brandId));
    },
  );

  app.patch(
    '/brands/:brandId/protection',
    auditedWrite({
      roles: ['owner'],
      audit: 'brand.set-protection',
      tag: 'operator',
      answer: BrandProtectionSchema,
      summary: "Change some of a brand's protection settings; the others stay as they are",
      description:
        'Takes effect on the next movement each setting governs. amlThreshold is positive, at ' +
        "most the base currency's decimal places; realityCheckMinutes 0 (off) needs " +
        'realityCheckCanBeOff. An unknown brand is errorCode 6.',
      params: BrandParams,
      body: BrandProtectionChangeSchema,
    }),
    async (request) => {
      const { brandId } = request.params;
      requireBrand(request.operator, brandId);
      const { before, after } = await changeBrandProtectionSettings(db, brandId, request.body);
      request.audit = { brandId, target: `brand:${brandId}`, before, after };
      return ok(after);
    },
  );
};

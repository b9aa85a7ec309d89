// What every call shares: the answer envelope, the error body, paging, and the scalar formats
// (decimal strings for money, ISO 8601 times) the other areas build on.

import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Failure: HTTP 4xx/5xx with this body; errorCode 1 is authentication, 2 a bad body. */
export const ErrorBodySchema = Type.Object(
  {
    errorCode: Type.Integer({ minimum: 1 }),
    message: Type.String(),
    reason: Type.Optional(
      Type.String({ description: 'Stable key of the refusal (ERROR_REASONS), when it has one' }),
    ),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: 'Raw values of the reason: decimal-string amounts, currency codes, ISO times',
      }),
    ),
  },
  { description: 'Failure: see the error catalogue in the API description' },
);
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** `{ errorCode: 0, data }`, the answer of every successful call. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ errorCode: Type.Literal(0), data });

/** A body with no fields: calls documented as "body: none" accept `{}` or nothing. */
export const EmptyBodySchema = Type.Object({}, { additionalProperties: false });

export const BrandIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/** One literal per value: a union schema of string constants. */
export const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const DecimalStringSchema = Type.String({ description: 'Decimal string' });
export type DecimalString = Static<typeof DecimalStringSchema>;

export const DateTimeSchema = Type.String({ format: 'date-time' });

export const NullableStringSchema = Type.Union([Type.String(), Type.Null()]);

/** Wire format of amounts: a plain non-negative decimal that NUMERIC(38,18) can hold. */
export const AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';

/** Amounts arrive as decimal strings; the currency's scale and limits are checked by the call. */
export const AmountSchema = Type.String({
  pattern: AMOUNT_PATTERN,
  description: 'Decimal string, e.g. "150000.50"; at most the currency\'s decimal places',
});

export const CurrencyCodeSchema = Type.String({
  pattern: '^[A-Z0-9]{2,10}$',
  description: 'A currency code of currency-lists',
});

/** The paging fields of a list call's body. */
export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

/** A list call's body that holds nothing but the paging fields. */
export const PageRequestSchema = Type.Object(PageFields, { additionalProperties: false });
export type PageRequest = Static<typeof PageRequestSchema>;

const PageCountsSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

/** The page every list answers. */
export const PageSchema = <Item extends TSchema>(item: Item) =>
  Type.Object({ items: Type.Array(item), ...PageCountsSchema.properties });
export interface Page<Item> extends Static<typeof PageCountsSchema> {
  items: Item[];
}

// The catalogue calls: countries, currencies and payment channels of a brand.

import { Type, type Static } from '@sinclair/typebox';

import { BrandIdSchema, literals } from './api';

/** `country/get` items. */
export const CountrySchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  dialCode: Type.String(),
});
export type Country = Static<typeof CountrySchema>;

/** `currency-lists` body. */
export const CurrencyListRequestSchema = Type.Object(
  {
    type: Type.Literal('get'),
    currencyType: literals(['all', 'fiat', 'crypto'] as const),
    brandId: BrandIdSchema,
  },
  { additionalProperties: false },
);

/** `currency-lists` items; `scale` is the number of decimal places the ledger keeps. */
export const CurrencyListItemSchema = Type.Object({
  currency: Type.String(),
  name: Type.String(),
  type: literals(['fiat', 'crypto'] as const),
  scale: Type.Integer({ description: 'Decimal places of amounts' }),
  symbol: Type.String(),
  logo: Type.String(),
  networks: Type.Array(Type.String()),
});
export type CurrencyListItem = Static<typeof CurrencyListItemSchema>;

/** `paymentChannel` body. */
export const PaymentChannelRequestSchema = Type.Object(
  {
    paymentType: Type.Literal('ALL'),
    type: Type.Literal('getByPaymentType'),
    brandId: BrandIdSchema,
  },
  { additionalProperties: false },
);

const ChannelAmountSchema = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });

/** `paymentChannel` items; amounts are decimal strings. */
export const PaymentChannelSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  type: literals(['bank', 'eWallet', 'crypto'] as const),
  currency: Type.String(),
  logo: Type.String(),
  minAmount: ChannelAmountSchema,
  maxAmount: ChannelAmountSchema,
});
export type PaymentChannel = Static<typeof PaymentChannelSchema>;

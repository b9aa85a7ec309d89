// Schemas every route shares: the success envelope and the error body.

import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorBodySchema = Type.Object(
  {
    errorCode: Type.Integer({ minimum: 1 }),
    message: Type.String(),
  },
  { description: 'Failure: see the error catalogue in the API description' },
);

/** `{ errorCode: 0, data }`, the answer of every successful call. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ errorCode: Type.Literal(0), data });

export const ok = <T>(data: T) => ({ errorCode: 0 as const, data });

/** Response schemas of a route: its success body, and the error body for every failure. */
export const responses = <T extends TSchema>(success: T) => ({
  200: success,
  '4xx': ErrorBodySchema,
  '5xx': ErrorBodySchema,
});

/** A body with no fields: calls documented as "body: none" accept `{}` or nothing. */
export const EmptyBodySchema = Type.Object({}, { additionalProperties: false });

/** OpenAPI security requirement of calls that read the Authorization header. */
export const requiresAuthorization = [{ authorization: [] }];

export const BrandIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/** One literal per value: a union schema of string constants. */
export const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** Compile-time check that a schema's static type is exactly a contract type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

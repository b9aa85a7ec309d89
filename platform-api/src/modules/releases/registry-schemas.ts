// What the release routes take and answer about the remote registry.

import { BrandIdSchema, RemoteNameSchema } from '@croupier/contracts';
import { Type } from '@sinclair/typebox';

export const RemoteParamsSchema = Type.Object({ name: RemoteNameSchema });

export const IgnoredActorSchema = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 100,
    deprecated: true,
    description:
      'Ignored: the history records the authenticated staff member or API key. Still accepted ' +
      'so that older pipelines keep working.',
  }),
);

export const BrandIdsSchema = Type.Array(BrandIdSchema, {
  minItems: 1,
  maxItems: 100,
  uniqueItems: true,
  description: "The brands to move; omitted: every brand of the caller's scope",
});

export const RegistryMoveSchema = Type.Object({
  brandId: Type.String(),
  entry: Type.String(),
  version: Type.String(),
  changed: Type.Boolean(),
});

export const RegistryChangeSchema = Type.Object({
  id: Type.Integer(),
  brandId: Type.String(),
  action: Type.Union([Type.Literal('publish'), Type.Literal('rollback')]),
  entry: Type.String(),
  version: Type.String(),
  previousEntry: Type.String(),
  previousVersion: Type.String(),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  rolledBack: Type.Boolean(),
});

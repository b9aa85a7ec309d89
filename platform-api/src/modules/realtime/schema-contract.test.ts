// The GraphQL schema is written beside the contract's TypeBox schemas of the same events; this
// keeps the two in agreement: each object type has exactly its schema's fields, a field is
// non-null exactly when the schema requires it, and an enum has exactly the schema's literals.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  BonusGrantEventSchema,
  CountLoginAnswerSchema,
  PaymentNotificationSchema,
  PaymentReportItemSchema,
  JackpotEventSchema,
  NewBalanceEventSchema,
  PaymentQueueChangeSchema,
} from '@croupier/contracts';
import type { TObject, TSchema } from '@sinclair/typebox';
import {
  getNamedType,
  GraphQLEnumType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';

import type { Queryable } from '../../db/pool.js';
import type { RealtimeFeed } from './feed.js';
import { buildRealtimeSchema } from './schema.js';

const CONTRACT_OF: Record<string, TObject> = {
  NewBalance: NewBalanceEventSchema,
  PlayerNotifDepoWd: PaymentNotificationSchema,
  DepoWdReport: PaymentReportItemSchema,
  Jackpot: JackpotEventSchema,
  CountLogin: CountLoginAnswerSchema,
  BonusGrant: BonusGrantEventSchema,
  PaymentQueueChange: PaymentQueueChangeSchema,
};

// Building the schema reads neither; resolvers, which would, are not called here.
const schema = buildRealtimeSchema({ db: {} as Queryable, feed: {} as RealtimeFeed });

const literalsOf = (property: TSchema): string[] | undefined =>
  Array.isArray(property.anyOf)
    ? (property.anyOf as TSchema[]).map((member) => String(member.const))
    : undefined;

function disagreements(typeName: string, contract: TObject): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields: Record<string, GraphQLField<unknown, unknown>> = type.getFields();
  const required = new Set(contract.required ?? []);
  const found: string[] = [];
  const names = new Set([...Object.keys(fields), ...Object.keys(contract.properties)]);
  for (const name of names) {
    const field = fields[name];
    const property = contract.properties[name];
    if (!field || !property) {
      found.push(`${typeName}.${name} is only in the ${field ? 'GraphQL schema' : 'contract'}`);
      continue;
    }
    if (isNonNullType(field.type) !== required.has(name)) {
      found.push(`${typeName}.${name} is non-null in one and optional in the other`);
    }
    const named = getNamedType(field.type);
    if (named instanceof GraphQLEnumType) {
      const values = named
        .getValues()
        .map((value) => value.name)
        .sort();
      if (JSON.stringify(values) !== JSON.stringify(literalsOf(property)?.sort())) {
        found.push(
          `${typeName}.${name} has enum values ${values.join(', ')} against the contract's`,
        );
      }
    }
  }
  return found;
}

test('every GraphQL object type of the realtime schema has exactly its contract schema', () => {
  const objectTypes = Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && 'getFields' in type,
  );
  const unmatched = objectTypes
    .map((type) => type.name)
    .filter((name) => !['Query', 'Mutation', 'Subscription'].includes(name) && !CONTRACT_OF[name]);
  assert.deepEqual(unmatched, [], 'object types without a contract schema');
  for (const [typeName, contract] of Object.entries(CONTRACT_OF)) {
    assert.deepEqual(disagreements(typeName, contract), []);
  }
});

test('a field the contract lacks is found', () => {
  const { brandId: _dropped, ...properties } = JackpotEventSchema.properties;
  const narrower = { ...JackpotEventSchema, properties } as unknown as TObject;
  assert.deepEqual(disagreements('Jackpot', narrower), [
    'Jackpot.brandId is only in the GraphQL schema',
  ]);
});

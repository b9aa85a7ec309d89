import assert from 'node:assert/strict';
import { test } from 'node:test';

import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';

import { CheckedDocuments, MAX_CHECKED_DOCUMENTS } from './checked-documents.js';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString } } }),
});

test('a text is checked once, and its operations share one document', () => {
  const documents = new CheckedDocuments(schema);
  const first = documents.check('{ hello }');
  assert.ok(!Array.isArray(first));
  assert.equal(documents.check('{ hello }'), first);
});

test('bad syntax and invalid documents are refused with their errors', () => {
  const documents = new CheckedDocuments(schema);
  for (const [query, message] of [
    ['{ hello', /Expected Name/],
    ['{ goodbye }', /Cannot query field "goodbye"/],
    ['query A { hello } query B { hello }', /only one operation/],
  ] as const) {
    const checked = documents.check(query);
    assert.ok(Array.isArray(checked), query);
    assert.match((checked as readonly Error[])[0]?.message ?? '', message);
  }
});

test('only the most recently used texts are remembered', () => {
  const documents = new CheckedDocuments(schema);
  const first = documents.check('{ hello }');
  for (let index = 0; index < MAX_CHECKED_DOCUMENTS; index++) {
    documents.check(`{ alias${index}: hello }`);
  }
  assert.notEqual(documents.check('{ hello }'), first);
});

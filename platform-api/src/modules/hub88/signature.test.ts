// Hub88's published test vectors (test/fixtures/hub88-examples): our signing and verifying agree
// with theirs byte for byte.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { isValidHub88Signature, privateKeyOf, publicKeyOf, signHub88 } from './signature.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/hub88-examples/${name}`, import.meta.url), 'utf8');

const vectors = fixture('signatures.csv')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const separator = line.lastIndexOf(';');
    return { data: line.slice(0, separator), signature: line.slice(separator + 1) };
  });
const publicKey = publicKeyOf(fixture('public.pem'));
const privateKey = privateKeyOf(fixture('private.pem'));

test('the published vectors verify with the demo public key', () => {
  assert.equal(vectors.length, 5);
  for (const { data, signature } of vectors) {
    assert.ok(isValidHub88Signature(data, publicKey, signature), data);
  }
});

test('signing with the demo private key gives the published signatures', () => {
  for (const { data, signature } of vectors) assert.equal(signHub88(data, privateKey), signature);
});

test('a changed body, a changed signature or a missing one is refused', () => {
  const [first] = vectors;
  assert.ok(first !== undefined);
  assert.equal(isValidHub88Signature(`${first.data} `, publicKey, first.signature), false);
  const flipped = `${first.signature.startsWith('A') ? 'B' : 'A'}${first.signature.slice(1)}`;
  assert.equal(isValidHub88Signature(first.data, publicKey, flipped), false);
  assert.equal(isValidHub88Signature(first.data, publicKey, undefined), false);
  assert.equal(isValidHub88Signature(first.data, publicKey, 'not base64!'), false);
});

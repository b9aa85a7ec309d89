import assert from 'node:assert/strict';
import { test } from 'node:test';

import { readCookie, sessionCookie } from './cookies.js';

test('readCookie finds its cookie among others, decoded, and nothing else', () => {
  const header = 'theme=dark; croupier_staff=abc%2Bdef ;other=1; broken';
  assert.equal(readCookie(header, 'croupier_staff'), 'abc+def');
  assert.equal(readCookie(header, 'other'), '1');
  assert.equal(readCookie(header, 'staff'), null);
  assert.equal(readCookie(header, 'broken'), null);
  assert.equal(readCookie(undefined, 'croupier_staff'), null);
  assert.equal(readCookie('a="quoted"', 'a'), 'quoted');
  assert.equal(readCookie('a=%E0%A4%A', 'a'), null);
  assert.equal(readCookie('xa=1; a=2', 'a'), '2');
});

test('sessionCookie is HttpOnly and SameSite=Strict, Secure when asked', () => {
  assert.equal(
    sessionCookie('s', 'a b', { path: '/admin', maxAgeSeconds: 60, secure: false }),
    's=a%20b; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict',
  );
  assert.match(
    sessionCookie('s', '', { path: '/admin', maxAgeSeconds: 0, secure: true }),
    /; Max-Age=0; HttpOnly; SameSite=Strict; Secure$/,
  );
  assert.throws(() => sessionCookie('a;b', 'x', { path: '/', maxAgeSeconds: 1, secure: false }));
});

// One account per person per brand: emails and phone numbers are unique per brand after
// normalisation, and a time-out or self-exclusion also refuses the person's new accounts.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';

import {
  countRows,
  fullRegistration,
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
  uniquePhoneNumber,
} from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

async function register(overrides: Record<string, unknown>) {
  const registration = fullRegistration(overrides);
  const sessionToken = await newSessionToken(app, registration.brandId, `device ${randomUUID()}`);
  return post(app, 'register3', registration, sessionToken);
}

const uniqueEmail = (tag = 'person') => `${tag}.${randomUUID()}@example.com`;

/** `+62…` as a caller might type it with the international prefix 00 instead. */
const withZeros = (phoneNumber: string) => `00${phoneNumber.slice(1)}`;

test('an email or phone number opens one account per brand, whatever its case or prefix', async () => {
  const contact = { email: uniqueEmail('Taken'), phoneNumber: uniquePhoneNumber() };
  const first = await register(contact);
  assert.equal(first.statusCode, 200, JSON.stringify(first.body));
  const before = await countRows(pool, 'players');

  const sameEmail = await register({ email: contact.email.toUpperCase() });
  assert.equal(sameEmail.statusCode, 409, JSON.stringify(sameEmail.body));
  assert.equal(sameEmail.body.errorCode, 17);
  assert.equal(sameEmail.body.message, 'This email already has an account on this brand');
  const samePhone = await register({ phoneNumber: withZeros(contact.phoneNumber) });
  assert.equal(samePhone.statusCode, 409, JSON.stringify(samePhone.body));
  assert.equal(samePhone.body.errorCode, 17);
  assert.equal(samePhone.body.message, 'This phone number already has an account on this brand');
  assert.equal(await countRows(pool, 'players'), before);

  const otherBrand = await register({ ...contact, brandId: 'lagoon' });
  assert.equal(otherBrand.statusCode, 200, 'another brand is another account');

  const other = await registerPlayer(app);
  const edited = await post(app, 'edit-profile', { email: contact.email }, other.loginToken);
  assert.equal(edited.statusCode, 409, JSON.stringify(edited.body));
  assert.equal(edited.body.errorCode, 17);
});

test('a self-excluded person opens no new account on its brand, nor anywhere when all brands', async () => {
  const contact = { email: uniqueEmail('Excluded'), phoneNumber: uniquePhoneNumber() };
  const home = await registerPlayer(app, contact);
  const excluded = await post(
    app,
    'rg/self-exclusion',
    { months: 6, allBrands: true },
    home.loginToken,
  );
  assert.equal(excluded.statusCode, 200, JSON.stringify(excluded.body));
  const before = await countRows(pool, 'players');

  for (const attempt of [
    { email: contact.email.toUpperCase() },
    { phoneNumber: withZeros(contact.phoneNumber) },
    { brandId: 'lagoon', email: contact.email },
    { brandId: 'lagoon', phoneNumber: contact.phoneNumber },
  ]) {
    const refused = await register(attempt);
    assert.equal(refused.statusCode, 403, JSON.stringify([attempt, refused.body]));
    assert.equal(refused.body.errorCode, 41);
    assert.match(
      refused.body.message,
      /^You are self-excluded until \d{4}-\d\d-\d\d \d\d:\d\d UTC: no new account can be opened$/,
    );
  }
  assert.equal(await countRows(pool, 'players'), before);
});

test('an exclusion of one brand refuses new accounts there only', async () => {
  const contact = { email: uniqueEmail(), phoneNumber: uniquePhoneNumber() };
  const home = await registerPlayer(app, contact);
  const timedOut = await post(app, 'rg/time-out', { days: 7 }, home.loginToken);
  assert.equal(timedOut.statusCode, 200, JSON.stringify(timedOut.body));

  const sameBrand = await register({ phoneNumber: contact.phoneNumber });
  assert.equal(sameBrand.statusCode, 403, JSON.stringify(sameBrand.body));
  assert.match(sameBrand.body.message, /^You are taking a time-out until /);
  const otherBrand = await register({ brandId: 'lagoon', ...contact });
  assert.equal(otherBrand.statusCode, 200, JSON.stringify(otherBrand.body));
});

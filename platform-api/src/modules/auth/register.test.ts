import assert from 'node:assert/strict';
import { after, test } from 'node:test';

import type { RegisterSetting } from '@croupier/contracts';

import {
  countRows,
  fullRegistration,
  newSessionToken,
  post,
  registerPlayer,
  startTestApp,
  uniquePhoneNumber,
  uniqueUsername,
} from '../../../test/harness.js';

const { app, pool, close } = await startTestApp();
after(close);

async function setRegisterSetting(brandId: string, setting: RegisterSetting) {
  await pool.query(
    `UPDATE brands SET config = jsonb_set(config, '{authSetting,registerSetting}', $2)
     WHERE id = $1`,
    [brandId, JSON.stringify(setting)],
  );
}

async function register(body: Record<string, unknown>) {
  const brandId = typeof body.brandId === 'string' ? body.brandId : 'croupier';
  const sessionToken = await newSessionToken(app, brandId);
  return post(app, 'register3', body, sessionToken);
}

/** Asserts a 400 with errorCode 2 and that no player row was written. */
async function assertRefused(body: Record<string, unknown>, messagePart?: RegExp) {
  const before = await countRows(pool, 'players');
  const sessionsBefore = await countRows(pool, 'login_sessions');
  const response = await register(body);
  assert.equal(response.statusCode, 400, JSON.stringify(response.body));
  assert.equal(response.body.errorCode, 2);
  if (messagePart) assert.match(response.body.message, messagePart);
  assert.equal(await countRows(pool, 'players'), before);
  assert.equal(await countRows(pool, 'login_sessions'), sessionsBefore);
}

test('register3 answers data.playerToken, a working login token', async () => {
  const body = fullRegistration();
  const response = await register(body);
  assert.equal(response.statusCode, 200);
  assert.equal(response.body.errorCode, 0);
  const token = response.body.data.playerToken;
  assert.ok(token.startsWith(`${body.username.toLowerCase()}:`));
  const me = await post(app, 'me', {}, token);
  assert.deepEqual(
    {
      email: me.body.data.email,
      phoneNumber: me.body.data.phoneNumber,
      bankName: me.body.data.bankName,
      bankAccountName: me.body.data.bankAccountName,
      bankAccountNumber: me.body.data.bankAccountNumber,
      currency: me.body.data.currency,
    },
    {
      email: body.email,
      phoneNumber: body.phoneNumber,
      bankName: body.bankName,
      bankAccountName: body.bankAccountName,
      bankAccountNumber: body.bankAccountNumber,
      currency: 'IDR',
    },
  );
});

test('with every registerSetting on, each contact field is required', async () => {
  for (const field of [
    'email',
    'phoneNumber',
    'bankName',
    'bankAccountName',
    'bankAccountNumber',
  ]) {
    const body: Record<string, unknown> = fullRegistration();
    delete body[field];
    await assertRefused(body, new RegExp(field));
  }
});

test('registerSetting decides which fields are required', async () => {
  await setRegisterSetting('lagoon', {
    useEmail: false,
    usePassword: true,
    usePhoneNumber: false,
    useBank: false,
  });
  const minimal = { brandId: 'lagoon', username: uniqueUsername(), password: 'goodPassw0rd' };
  const response = await register(minimal);
  assert.equal(response.statusCode, 200, JSON.stringify(response.body));
  const me = await post(app, 'me', {}, response.body.data.playerToken);
  assert.equal(me.body.data.currency, 'IDR', 'currency defaults to IDR');
  assert.equal(me.body.data.email, '');
  // Optional fields that are given are still checked.
  await assertRefused({ ...minimal, username: uniqueUsername(), email: 'not-an-email' });

  await setRegisterSetting('lagoon', {
    useEmail: true,
    usePassword: true,
    usePhoneNumber: false,
    useBank: true,
  });
  await assertRefused({ ...minimal, username: uniqueUsername() }, /email, bankName/);
  const withEmailAndBank = await register({
    ...minimal,
    username: uniqueUsername(),
    email: 'lagoon@example.com',
    bankName: 'MANDIRI',
    bankAccountName: 'Lagoon Player',
    bankAccountNumber: '9876543210',
  });
  assert.equal(withEmailAndBank.statusCode, 200);
});

test('malformed fields are refused with errorCode 2 and nothing written', async () => {
  const cases: Array<Record<string, unknown>> = [
    { username: 'abc' },
    { username: 'has space' },
    { username: 'a'.repeat(21) },
    { username: 'sessiontokenabc' },
    { password: 'short1' },
    { password: 'lettersonly' },
    { password: '1234567890' },
    { password: `a1${'x'.repeat(63)}` },
    { email: 'nope@' },
    { phoneNumber: '12345' },
    { phoneNumber: '+62-812-345' },
    { bankAccountNumber: '12ab' },
    { bankAccountName: ' padded ' },
    { currency: 'USDT' },
    { currency: 'XXX' },
    { bankName: 'MAYBANK' },
    { bankName: 'OVO' },
    { confirmPassword: 'differentPassw0rd' },
    { extra: 'field' },
    { brandId: 42 },
  ];
  for (const overrides of cases) await assertRefused(fullRegistration(overrides));
});

test('a taken username, in any case, is refused with 409 errorCode 3', async () => {
  const { username } = await registerPlayer(app);
  const before = await countRows(pool, 'players');
  const response = await register(fullRegistration({ username: username.toUpperCase() }));
  assert.equal(response.statusCode, 409);
  assert.equal(response.body.errorCode, 3);
  assert.equal(await countRows(pool, 'players'), before);
  const otherBrand = await register(
    fullRegistration({ brandId: 'lagoon', username, bankName: 'BNI' }),
  );
  assert.equal(otherBrand.statusCode, 200, 'usernames are unique per brand only');
});

test('a referral code of the same brand links the new player to its referrer', async () => {
  const referrer = await registerPlayer(app);
  const { referralCode, playerId } = (await post(app, 'me', {}, referrer.loginToken)).body.data;

  const referred = await registerPlayer(app, { referralCode: referralCode.toLowerCase() });
  const withoutCode = await registerPlayer(app);
  const emptyCode = await registerPlayer(app, { referralCode: '' });

  const referredBy = async (username: string) => {
    const { rows } = await pool.query('SELECT referred_by FROM players WHERE username = $1', [
      username.toLowerCase(),
    ]);
    return rows[0].referred_by;
  };
  assert.equal(await referredBy(referred.username), playerId);
  assert.equal(await referredBy(withoutCode.username), null);
  assert.equal(await referredBy(emptyCode.username), null);
});

test('a referral code unknown in the brand is refused and registers nobody', async () => {
  const referrer = await registerPlayer(app);
  const { referralCode } = (await post(app, 'me', {}, referrer.loginToken)).body.data;
  const lagoonSession = await newSessionToken(app, 'lagoon');
  const before = await countRows(pool, 'players');
  for (const [body, authorization] of [
    [fullRegistration({ referralCode: 'ZZZZZZZZ' }), undefined],
    [fullRegistration({ brandId: 'lagoon', bankName: 'BNI', referralCode }), lagoonSession],
  ] as const) {
    const response = await post(
      app,
      'register3',
      body,
      authorization ?? (await newSessionToken(app)),
    );
    assert.equal(response.statusCode, 400, JSON.stringify(response.body));
    assert.equal(response.body.errorCode, 18);
    assert.match(response.body.message, /referral code is not valid/);
  }
  assert.equal(await countRows(pool, 'players'), before);
});

test('register3 needs a live session token of the same brand', async () => {
  const body = fullRegistration();
  const before = await countRows(pool, 'players');
  const lagoonSession = await newSessionToken(app, 'lagoon');
  for (const authorization of [undefined, 'sessiontokenUnknown', lagoonSession]) {
    const response = await post(app, 'register3', body, authorization);
    assert.equal(response.statusCode, 401);
    assert.equal(response.body.errorCode, 1);
  }
  assert.equal(await countRows(pool, 'players'), before);
});

test('edit-profile changes the given fields and validates them as register does', async () => {
  const phoneNumber = uniquePhoneNumber();
  const { loginToken } = await registerPlayer(app, { phoneNumber });
  const edited = await post(app, 'edit-profile', { email: 'changed@example.com' }, loginToken);
  assert.equal(edited.statusCode, 200);
  assert.equal(edited.body.data.email, 'changed@example.com');
  assert.equal(edited.body.data.bankName, 'BCA', 'the payout account is kept');
  assert.equal(edited.body.data.phoneNumber, phoneNumber, 'absent fields are kept');

  for (const body of [
    { email: 'bad' },
    { phoneNumber: 'abc' },
    { bankName: 'BCA' },
    { bankName: 'MAYBANK', bankAccountName: 'X Y', bankAccountNumber: '123456' },
    { username: 'renamed' },
  ]) {
    const response = await post(app, 'edit-profile', body, loginToken);
    assert.equal(response.statusCode, 400, JSON.stringify(body));
    assert.equal(response.body.errorCode, 2);
  }
  const me = await post(app, 'me', {}, loginToken);
  assert.equal(me.body.data.email, 'changed@example.com');
  assert.equal(me.body.data.bankName, 'BCA');
});

test('a brand requiring the date of birth refuses registrations without it or under its age', async () => {
  await assertRefused(fullRegistration({ dateOfBirth: undefined }), /dateOfBirth/);
  await assertRefused(fullRegistration({ dateOfBirth: '1990-02-30' }), /dateOfBirth/);
  const today = new Date();
  const yearsAgo = (years: number, dayOffset = 0) => {
    const date = new Date(
      Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayOffset),
    );
    return date.toISOString().slice(0, 10);
  };
  await assertRefused(fullRegistration({ dateOfBirth: yearsAgo(18, 1) }), /at least 18 years old/);
  const adult = await register(fullRegistration({ dateOfBirth: yearsAgo(18) }));
  assert.equal(adult.statusCode, 200, JSON.stringify(adult.body));
  assert.equal(adult.body.data.promptDepositLimit, true);
  const { rows } = await pool.query<{ dateOfBirth: string }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth" FROM players
     WHERE username = $1`,
    [adult.body.data.playerToken.split(':')[0]],
  );
  assert.deepEqual(rows, [{ dateOfBirth: yearsAgo(18) }]);
});

test("the brand's minimumAge decides who is old enough", async () => {
  await pool.query(
    `UPDATE brands SET config = jsonb_set(config, '{authSetting,registerSetting,minimumAge}', '21')
     WHERE id = 'lagoon'`,
  );
  const twentyYearsAgo = `${new Date().getUTCFullYear() - 20}-01-01`;
  await assertRefused(
    fullRegistration({ brandId: 'lagoon', dateOfBirth: twentyYearsAgo }),
    /at least 21 years old/,
  );
});

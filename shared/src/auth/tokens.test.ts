import {
  authorizationToken,
  isLoggedIn,
  isSessionToken,
  sessionAuthorizationHeader,
  usernameFromLoginToken,
} from './tokens';

const sessionToken = 'sessiontoken9f8e7d6c';
const loginToken = 'alice:3b2a19f0c4';

describe('isSessionToken', () => {
  it('recognises the literal sessiontoken prefix only', () => {
    expect(isSessionToken(sessionToken)).toBe(true);
    expect(isSessionToken(loginToken)).toBe(false);
    expect(isSessionToken('SessionToken123')).toBe(false);
    expect(isSessionToken(null)).toBe(false);
    expect(isSessionToken(undefined)).toBe(false);
  });
});

describe('isLoggedIn', () => {
  it('needs a non-session login token and a non-empty session token', () => {
    expect(isLoggedIn({ sessionToken, loginToken })).toBe(true);
  });

  it.each([
    ['no login token', { sessionToken, loginToken: null }],
    ['an empty login token', { sessionToken, loginToken: '' }],
    ['a session token as login token', { sessionToken, loginToken: 'sessiontokenabc' }],
    ['no session token', { sessionToken: null, loginToken }],
    ['an empty session token', { sessionToken: '', loginToken }],
  ])('is false with %s', (_case, tokens) => {
    expect(isLoggedIn(tokens)).toBe(false);
  });
});

describe('authorizationToken', () => {
  it('prefers the login token over the session token', () => {
    expect(authorizationToken({ sessionToken, loginToken })).toBe(loginToken);
  });

  it('falls back to the session token, then to none', () => {
    expect(authorizationToken({ sessionToken, loginToken: null })).toBe(sessionToken);
    expect(authorizationToken({ sessionToken, loginToken: '' })).toBe(sessionToken);
    expect(authorizationToken({ sessionToken: null, loginToken: null })).toBeNull();
  });
});

describe('sessionAuthorizationHeader', () => {
  it('is the token length, the brand, then the token', () => {
    expect(sessionAuthorizationHeader('sessiontokenabc', 'brand7')).toBe('15brand7sessiontokenabc');
    expect(sessionAuthorizationHeader(sessionToken, 'b')).toBe(`20b${sessionToken}`);
  });
});

describe('usernameFromLoginToken', () => {
  it('reads the username before the colon', () => {
    expect(usernameFromLoginToken(loginToken)).toBe('alice');
  });

  it('is null when the token has no username part', () => {
    expect(usernameFromLoginToken('no-separator')).toBeNull();
    expect(usernameFromLoginToken(':token')).toBeNull();
  });
});

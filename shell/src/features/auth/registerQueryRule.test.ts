import { decideRegisterQuery } from './registerQueryRule';

describe('decideRegisterQuery', () => {
  it('leaves pages without the query alone', () => {
    expect(decideRegisterQuery({ pathname: '/games/', search: '?q=x' }, false)).toEqual({
      redirectTo: null,
      referralCode: null,
    });
  });

  it('sends a visitor to /register/ and keeps the referral code', () => {
    expect(
      decideRegisterQuery({ pathname: '/', search: '?register&referralCode=ABC' }, false),
    ).toEqual({ redirectTo: '/register/', referralCode: 'ABC' });
  });

  it('sends a visitor without a code to /register/', () => {
    expect(decideRegisterQuery({ pathname: '/promotion/', search: '?register' }, false)).toEqual({
      redirectTo: '/register/',
      referralCode: null,
    });
  });

  it('only clears the query for a logged-in player', () => {
    expect(
      decideRegisterQuery(
        { pathname: '/games/', search: '?register&referralCode=ABC&tab=2' },
        true,
      ),
    ).toEqual({ redirectTo: '/games/?tab=2', referralCode: null });
  });
});

import { referralLink } from './referralLink';

describe('referralLink', () => {
  it('points at the register rule with the code', () => {
    expect(referralLink('https://play.example', 'AB12CD34')).toBe(
      'https://play.example/?register&referralCode=AB12CD34',
    );
  });
});

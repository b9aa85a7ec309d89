import { ageInYears, isCalendarDate, latestDateOfBirth } from './dateOfBirth';

const today = new Date('2026-11-24T12:00:00Z');

describe('isCalendarDate', () => {
  it.each(['1990-01-31', '2000-02-29'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['', '1990-02-30', '1999-02-29', '1990-13-01', '24/11/1990', '0050-01-01'])(
    'refuses %p',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('ageInYears', () => {
  it('counts a year on the birthday, not the day before', () => {
    expect(ageInYears('2008-11-24', today)).toBe(18);
    expect(ageInYears('2008-11-25', today)).toBe(17);
  });
});

describe('latestDateOfBirth', () => {
  it('is today, the given years ago', () => {
    expect(latestDateOfBirth(18, today)).toBe('2008-11-24');
  });

  it('falls on 28 February when today is 29 February and that year has none', () => {
    const leapDay = new Date('2028-02-29T08:00:00Z');
    expect(latestDateOfBirth(18, leapDay)).toBe('2010-02-28');
    expect(ageInYears('2010-02-28', leapDay)).toBe(18);
  });
});

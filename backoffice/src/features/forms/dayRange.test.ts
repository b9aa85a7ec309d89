import { dayRangeProblems, localDayRange } from './dayRange';

describe('a range of days', () => {
  it('names a side that is not a day, and a last day before the first', () => {
    expect(dayRangeProblems({ from: '', to: '' })).toEqual({});
    expect(dayRangeProblems({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(dayRangeProblems({ from: '1/11/2026', to: '' })).toEqual({ from: 'badDay' });
    expect(dayRangeProblems({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: 'toBeforeFrom',
    });
  });

  it("bounds the days at the reader's midnights, the last day included", () => {
    const { from, to } = localDayRange({ from: '2026-11-01', to: '2026-11-30' });
    expect(new Date(from!)).toEqual(new Date(2026, 10, 1));
    expect(new Date(to!)).toEqual(new Date(2026, 11, 1));
    expect(localDayRange({ from: '', to: '2026-12-31' })).toEqual({
      to: new Date(2027, 0, 1).toISOString(),
    });
  });
});

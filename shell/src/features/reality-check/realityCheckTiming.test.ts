import { msUntilNextCheck } from './realityCheckTiming';

const loggedInAt = new Date('2026-03-01T10:00:00Z');
const at = (time: string) => new Date(`2026-03-01T${time}Z`);

describe('msUntilNextCheck', () => {
  it('falls on whole intervals since the login, whenever the page was loaded', () => {
    expect(msUntilNextCheck(loggedInAt, 15, at('10:00:00'))).toBe(15 * 60_000);
    expect(msUntilNextCheck(loggedInAt, 15, at('10:10:00'))).toBe(5 * 60_000);
    expect(msUntilNextCheck(loggedInAt, 60, at('11:59:30'))).toBe(30_000);
  });

  it('right at a check, waits a whole interval for the next one', () => {
    expect(msUntilNextCheck(loggedInAt, 30, at('10:30:00'))).toBe(30 * 60_000);
  });

  it('counts a clock slightly behind the server as the start of the session', () => {
    expect(msUntilNextCheck(loggedInAt, 15, at('09:59:50'))).toBe(15 * 60_000);
  });
});

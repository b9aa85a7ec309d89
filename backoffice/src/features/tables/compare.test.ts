import { compareCells, compareDecimals } from './compare';

const sortedDecimals = (values: string[]) => [...values].sort(compareDecimals);

describe('comparing cells', () => {
  it('orders decimal strings by their value, not as text', () => {
    expect(
      sortedDecimals(['1000.50', '999.99', '-2', '0.1', '25.5', '-10.01', '100000.00']),
    ).toEqual(['-10.01', '-2', '0.1', '25.5', '999.99', '1000.50', '100000.00']);
    expect(compareDecimals('25.50', '25.5')).toBe(0);
    expect(compareDecimals('-0.00', '0')).toBe(0);
    // Past what a floating-point number holds exactly.
    expect(compareDecimals('9007199254740993.01', '9007199254740993.02')).toBeLessThan(0);
  });

  it('orders instants by time and puts empty cells last', () => {
    const instants = [
      '2026-11-20T09:30:00.000Z',
      null,
      '2026-01-05T00:00:00.000Z',
      '2026-11-20T08:30:00.000+00:00',
    ];
    expect([...instants].sort((a, b) => compareCells('date', a, b, 'en-US'))).toEqual([
      '2026-01-05T00:00:00.000Z',
      '2026-11-20T08:30:00.000+00:00',
      '2026-11-20T09:30:00.000Z',
      null,
    ]);
  });

  it('orders text in the reader language, numbers inside it by value', () => {
    const names = ['player10', 'Player2', 'alice'];
    expect([...names].sort((a, b) => compareCells('text', a, b, 'en-US'))).toEqual([
      'alice',
      'Player2',
      'player10',
    ]);
  });
});

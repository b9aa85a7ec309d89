import { watchBalanceSequence } from './balanceSequence';

describe('watchBalanceSequence', () => {
  it('refetches once when a number is skipped, not while numbers follow on', () => {
    const refetch = jest.fn();
    const watch = watchBalanceSequence(refetch);
    watch.pushed(4);
    watch.pushed(5);
    watch.pushed(5);
    expect(refetch).not.toHaveBeenCalled();
    watch.pushed(8);
    expect(refetch).toHaveBeenCalledTimes(1);
    watch.pushed(9);
    watch.pushed(7);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refetches once on a reconnection, and takes the next number as the new start', () => {
    const refetch = jest.fn();
    const watch = watchBalanceSequence(refetch);
    watch.pushed(3);
    watch.reconnected();
    expect(refetch).toHaveBeenCalledTimes(1);
    watch.pushed(9);
    watch.pushed(10);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores pushes without a number', () => {
    const refetch = jest.fn();
    const watch = watchBalanceSequence(refetch);
    watch.pushed(undefined);
    watch.pushed(null);
    watch.pushed(2);
    watch.pushed(undefined);
    watch.pushed(3);
    expect(refetch).not.toHaveBeenCalled();
  });
});

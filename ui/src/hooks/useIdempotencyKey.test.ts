import { renderHook } from '@testing-library/react';
import { useIdempotencyKey } from './useIdempotencyKey';

const deposit = { currency: 'IDR', amount: '50000', paymentChannel: 'BCA' };

describe('useIdempotencyKey', () => {
  it('reuses the key when the same submission is retried', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(deposit);

    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.keyFor({ ...deposit })).toBe(first);
  });

  it('starts a new key for a changed submission and after a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor(deposit);
    const changed = result.current.keyFor({ ...deposit, amount: '60000' });

    expect(changed).not.toBe(first);
    result.current.forget();
    expect(result.current.keyFor({ ...deposit, amount: '60000' })).not.toBe(changed);
  });

  it('tells receipts apart', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const withReceipt = (name: string) => ({
      deposit,
      receipt: new File(['png'], name, { type: 'image/png', lastModified: 1 }),
    });

    const first = result.current.keyFor(withReceipt('a.png'));
    expect(result.current.keyFor(withReceipt('a.png'))).toBe(first);
    expect(result.current.keyFor(withReceipt('b.png'))).not.toBe(first);
  });
});

import { act, renderHook } from '@testing-library/react';
import { useSubmit, type SubmitOptions } from './useSubmit';

function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Value>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('shows the field errors and sends nothing while the form is invalid', async () => {
    const send = jest.fn(() => Promise.resolve('sent'));
    const { result } = renderHook(() => useSubmit({ isValid: false, send }));

    expect(result.current.showErrors).toBe(false);
    await act(() => result.current.submit());

    expect(result.current.showErrors).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid form, calls back with the answer and stops flagging the sent fields', async () => {
    const send = jest.fn(() => Promise.resolve('approved'));
    const onSent = jest.fn();
    const preventDefault = jest.fn();
    const { result } = renderHook(() => useSubmit({ isValid: true, send, onSent }));

    await act(() => result.current.submit({ preventDefault } as never));

    expect(preventDefault).toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith('approved');
    expect(result.current.showErrors).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('keeps the refusal for display, without the success callback, until the next write', async () => {
    const refusal = new Error('Amount above the limit');
    const send = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce('ok');
    const onSent = jest.fn();
    const { result } = renderHook(() => useSubmit({ send, onSent }));

    await act(() => result.current.submit());
    expect(result.current.failure).toBe('Amount above the limit');
    expect(result.current.refusal).toBe(refusal);
    expect(onSent).not.toHaveBeenCalled();

    await act(() => result.current.submit());
    expect(result.current.failure).toBeNull();
    expect(onSent).toHaveBeenCalledWith('ok');
  });

  it('describes a refusal with the form’s own wording', async () => {
    const { result } = renderHook(() =>
      useSubmit({ describeFailure: (error) => `translated: ${String(error)}` }),
    );

    await act(async () => {
      expect(await result.current.run(() => Promise.reject('nope'))).toBe(false);
    });
    expect(result.current.failure).toBe('translated: nope');

    act(() => result.current.forgetFailure());
    expect(result.current.failure).toBeNull();
  });

  it('runs one write at a time and answers whether it was done', async () => {
    const first = deferred<string>();
    const second = jest.fn(() => Promise.resolve('second'));
    const { result } = renderHook(() => useSubmit());

    let firstRun!: Promise<boolean>;
    act(() => {
      firstRun = result.current.run(() => first.promise);
    });
    expect(result.current.isSending).toBe(true);

    await act(async () => {
      expect(await result.current.run(second)).toBe(false);
    });
    expect(second).not.toHaveBeenCalled();

    await act(async () => {
      first.resolve('first');
      expect(await firstRun).toBe(true);
    });
    expect(result.current.isSending).toBe(false);
    await act(async () => {
      expect(await result.current.run(second)).toBe(true);
    });
  });

  it('ignores a second submit while the first is on its way', async () => {
    const answer = deferred<void>();
    const send = jest.fn(() => answer.promise);
    const options: SubmitOptions<void> = { send };
    const { result } = renderHook(() => useSubmit(options));

    let firstSubmit!: Promise<void>;
    act(() => {
      firstSubmit = result.current.submit();
    });
    await act(() => result.current.submit());
    await act(async () => {
      answer.resolve();
      await firstSubmit;
    });

    expect(send).toHaveBeenCalledTimes(1);
  });
});

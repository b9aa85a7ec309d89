import { useCallback, useRef } from 'react';

/** Files take part in a submission's identity by name, size and modification time. */
function describeSubmission(submission: unknown): string {
  return JSON.stringify(submission, (_key, value: unknown) =>
    value instanceof File ? [value.name, value.size, value.lastModified] : value,
  );
}

/**
 * One idempotency key per submission: retrying the same submission (after a timeout or an error)
 * reuses its key so the server applies it once; any change to it, or `forget()` after a success,
 * starts a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ submission: string; key: string } | null>(null);

  const keyFor = useCallback((submission: unknown): string => {
    const described = describeSubmission(submission);
    if (current.current?.submission !== described) {
      current.current = { submission: described, key: crypto.randomUUID() };
    }
    return current.current.key;
  }, []);

  const forget = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, forget };
}

import { useRef, useState } from 'react';
import { errorMessage, normalizeError } from '@croupier/shared';
import { useIdempotencyKey } from '@croupier/ui';

/**
 * Sends one form's submission: one request at a time, the server's error as text, and one
 * idempotency key per submission (see useIdempotencyKey).
 */
export function useSubmission<Submission, Answer>(
  send: (submission: Submission, idempotencyKey: string) => Promise<Answer>,
) {
  const { keyFor, forget } = useIdempotencyKey();
  const inFlight = useRef(false);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's errorCode of the last failure, for forms that offer a way out of it. */
  const [errorCode, setErrorCode] = useState<number | null>(null);

  /** Resolves with the answer, or with null when the call failed (the error is then shown). */
  async function submit(submission: Submission): Promise<Answer | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    setError(null);
    setErrorCode(null);
    try {
      const result = await send(submission, keyFor(submission));
      forget();
      return result;
    } catch (failure) {
      setError(errorMessage(failure));
      setErrorCode(normalizeError(failure).code);
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { submit, isSending, error, errorCode };
}

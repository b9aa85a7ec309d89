import { errorMessage, normalizeError } from '@croupier/shared';
import { useIdempotencyKey, useSubmit } from '@croupier/ui';

/**
 * Sends one form's submission: one request at a time, the server's error as text, and one
 * idempotency key per submission (see useIdempotencyKey).
 */
export function useSubmission<Submission, Answer>(
  send: (submission: Submission, idempotencyKey: string) => Promise<Answer>,
) {
  const { keyFor, forget } = useIdempotencyKey();
  const { run, isSending, failure, refusal } = useSubmit({ describeFailure: errorMessage });

  /** Resolves with the answer, or with null when the call failed (the error is then shown). */
  async function submit(submission: Submission): Promise<Answer | null> {
    let answer: Answer | null = null;
    await run(async () => {
      answer = await send(submission, keyFor(submission));
      forget();
    });
    return answer;
  }

  return {
    submit,
    isSending,
    error: failure,
    /** The server's errorCode of the last failure, for forms that offer a way out of it. */
    errorCode: refusal === null ? null : normalizeError(refusal).code,
  };
}

import { useState, type FormEvent } from 'react';

/**
 * One form's submission: trying to send shows every field error, nothing is sent while one stands,
 * and the server's refusal is kept for the form to show.
 */
export function useCheckedSubmit(isValid: boolean, send: () => Promise<void>) {
  const [showErrors, setShowErrors] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!isValid) return;
    setIsSending(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
      // What was sent passed every check; a form that clears its fields must not flag them.
      setShowErrors(false);
    }
  }

  return { submit, showErrors, isSending, failure };
}

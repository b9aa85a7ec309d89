import { useCallback, useRef, useState, type FormEvent } from 'react';

/** The text of a refusal: an Error's message, anything else as a string. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface SubmitOptions<Answer> {
  /** A form's validity: while false, submitting shows the field errors and sends nothing. */
  isValid?: boolean;
  /** What a form's `submit` sends. */
  send?: () => Promise<Answer>;
  /** Called with the answer after a successful `submit`. */
  onSent?: (answer: Answer) => unknown;
  /** The refusal's text to show (the site translates its API's errors); an Error's message by default. */
  describeFailure?: (error: unknown) => string;
}

/**
 * One form's or action's writes: one at a time (a write asked for while one runs is ignored), the
 * server's refusal kept for display, and for forms the field errors shown once they try to send,
 * with nothing sent while one stands. Forms pass `isValid` and `send` and use `submit`; actions
 * (a button's write) call `run`.
 */
export function useSubmit<Answer = unknown>(options: SubmitOptions<Answer> = {}) {
  const { isValid = true, send, onSent, describeFailure = messageOf } = options;
  const inFlight = useRef(false);
  const [isSending, setIsSending] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);

  /** Runs one write; resolves with whether it was done (not refused, not ignored while busy). */
  const run = useCallback(async (write: () => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setIsSending(true);
    setRefusal(null);
    try {
      await write();
      return true;
    } catch (error) {
      setRefusal({ error });
      return false;
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }, []);

  /** A form's submit handler. */
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setShowErrors(true);
    if (!isValid || !send || inFlight.current) return;
    let answer: Answer | undefined;
    const sent = await run(async () => {
      answer = await send();
    });
    // What was sent passed every check; a form that clears its fields must not flag them.
    setShowErrors(false);
    if (sent) await onSent?.(answer as Answer);
  }

  return {
    submit,
    run,
    isSending,
    showErrors,
    /** The last write's refusal as text; null while none stands. */
    failure: refusal ? describeFailure(refusal.error) : null,
    /** The last write's refusal itself, for forms that offer a way out of a particular one. */
    refusal: refusal?.error ?? null,
    /** Forgets the refusal shown, when the form starts over. */
    forgetFailure: () => setRefusal(null),
  };
}

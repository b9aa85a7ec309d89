import { useState } from 'react';

/** One write at a time: whether it is running, and the refusal of the last one. */
export function useAction() {
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setIsSending(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, failure, run };
}

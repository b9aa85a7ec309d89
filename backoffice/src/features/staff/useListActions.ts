import { useState } from 'react';
import type { ShownSecrets } from './ShownOnceSecrets';

/**
 * One action at a time on the rows of a list: a success shows the list afresh and the secrets the
 * action answered, if any; a refusal shows the API's message.
 */
export function useListActions(reload: () => Promise<void>) {
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownSecrets | null>(null);

  async function act(rowId: string, action: () => Promise<ShownSecrets | void>) {
    setSendingId(rowId);
    setFailure(null);
    try {
      const secrets = await action();
      if (secrets) setShown(secrets);
      await reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSendingId(null);
    }
  }

  return { sendingId, failure, shown, show: setShown, act };
}

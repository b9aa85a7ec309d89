import { useState } from 'react';
import { useSubmit } from '@croupier/ui';
import type { ShownSecrets } from './ShownOnceSecrets';

/**
 * One action at a time on the rows of a list: a success shows the list afresh and the secrets the
 * action answered, if any; a refusal shows the API's message.
 */
export function useListActions(reload: () => Promise<void>) {
  const { run, isSending, failure } = useSubmit();
  const [actedId, setActedId] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownSecrets | null>(null);

  async function act(rowId: string, action: () => Promise<ShownSecrets | void>) {
    setActedId(rowId);
    await run(async () => {
      const secrets = await action();
      if (secrets) setShown(secrets);
      await reload();
    });
  }

  return { sendingId: isSending ? actedId : null, failure, shown, show: setShown, act };
}

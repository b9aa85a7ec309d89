import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProfile } from './playersApi';
import { useSubmit } from '@croupier/ui';

/** What a panel changing the player receives from the player's page. */
export interface PlayerChangePanelProps {
  player: PlayerProfile;
  /** Whether the member may make the change (support does). */
  canChange: boolean;
  /** Shows the outcome's text and the player afresh. */
  onChanged: (outcome: string) => Promise<void>;
}

/**
 * One change to the player at a time, with the form asking for its confirmation or reason open
 * or closed; a change that succeeds closes it and reports its outcome, named by a text key.
 */
export function usePlayerChange({ player, onChanged }: PlayerChangePanelProps) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const { isSending, failure, run } = useSubmit();

  async function change(action: () => Promise<unknown>, outcome: string) {
    if (await run(action)) {
      setIsAsking(false);
      await onChanged(t(outcome, { username: player.username }));
    }
  }

  return { isAsking, setIsAsking, isSending, failure, change };
}

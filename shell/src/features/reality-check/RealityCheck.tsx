import { logoutPlayer } from '@croupier/shared';
import { RealityCheckDialog } from './RealityCheckDialog';
import { useRealityCheck } from './useRealityCheck';

interface Props {
  /** Where the player goes once logged out by "Stop playing". */
  onStopped: () => void;
}

/** The reality check of a logged-in player, over whatever page is showing. */
export function RealityCheck({ onStopped }: Props) {
  const { summary, dismiss } = useRealityCheck();
  if (summary === null) return null;
  // Logging out ends the login session, which takes the reminder away with it.
  async function stop() {
    await logoutPlayer();
    onStopped();
  }
  return <RealityCheckDialog summary={summary} onContinue={dismiss} onStop={() => void stop()} />;
}

import { lazy, Suspense } from 'react';
import { logoutPlayer } from '@croupier/shared';
import { useRealityCheck } from './useRealityCheck';

// The dialog loads when it is first due, not with every page.
const RealityCheckDialog = lazy(() =>
  import('./RealityCheckDialog').then((module) => ({ default: module.RealityCheckDialog })),
);

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
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog summary={summary} onContinue={dismiss} onStop={() => void stop()} />
    </Suspense>
  );
}

import type * as JackpotSubscription from './jackpotSubscription';

let loading: Promise<typeof JackpotSubscription> | null = null;

/**
 * Follows the brand's jackpot over the realtime service once its code has loaded (on first use,
 * so pages without the jackpot never load it), and returns the stop.
 */
export function followJackpot(follower: JackpotSubscription.JackpotFollower): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  loading ??= import('./jackpotSubscription');
  void loading.then(({ subscribeJackpot }) => {
    if (!stopped) stop = subscribeJackpot(follower);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

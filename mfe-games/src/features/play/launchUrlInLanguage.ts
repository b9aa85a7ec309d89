/**
 * The launch URL asking the game page to speak the site's language: the demo provider's page reads
 * `lang`, a page that knows no such parameter ignores it.
 */
export function launchUrlInLanguage(launchUrl: string, language: string): string {
  const url = new URL(launchUrl, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}

/**
 * The launch URL asking the game page to play the player's free spins: the demo provider's page
 * reads `freeSpins=1` and plays the active grant's spins at their stake.
 */
export function withFreeSpins(launchUrl: string): string {
  const url = new URL(launchUrl, window.location.origin);
  url.searchParams.set('freeSpins', '1');
  return url.href;
}

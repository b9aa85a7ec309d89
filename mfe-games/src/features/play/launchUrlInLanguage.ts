/**
 * The launch URL asking the game page to speak the site's language: the demo provider's page reads
 * `lang`, a page that knows no such parameter ignores it.
 */
export function launchUrlInLanguage(launchUrl: string, language: string): string {
  const url = new URL(launchUrl, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}

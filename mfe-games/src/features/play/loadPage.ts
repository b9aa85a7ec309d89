/** A full page load; a module of its own so tests can replace it (jsdom's `location` is read-only). */
export function loadPage(url: string): void {
  window.location.assign(url);
}

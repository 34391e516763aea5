/** Full-page navigation (leaves the single-page app), e.g. to the server's login endpoint. Kept in its
 * own module so tests can replace it: jsdom cannot navigate. */
export function redirectBrowser(url: string): void {
  window.location.href = url;
}

/** Reloads the page (docs/screens.md#the-customers-screens: after the sort toggle, and 100 ms after a create
 * or import with sorting on). */
export function reloadPage(): void {
  window.location.reload();
}

/** Full-page navigation (leaves the single-page app), e.g. to the server's login endpoint. Kept in its
 * own module so tests can replace it: jsdom cannot navigate. */
export function redirectBrowser(url: string): void {
  window.location.href = url;
}

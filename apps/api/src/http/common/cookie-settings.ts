/**
 * A contradiction in the cookie settings that would leave the app running but useless, or null.
 *
 * The app serves plain http; HTTPS ends at a reverse proxy. With COOKIE_SECURE=true but the proxy not
 * trusted, express sees every request as http, express-session never sends the secure cookie, and
 * every sign-in "succeeds" without a session: nobody gets in and nothing says why
 * (docs/operator-guide.md#configuration).
 */
export function cookieSettingsProblem(env: Record<string, string | undefined>): string | null {
  if (env.COOKIE_SECURE === 'true' && env.TRUST_PROXY !== 'true') {
    return (
      'COOKIE_SECURE=true needs TRUST_PROXY=true: behind the HTTPS proxy the app sees plain http and ' +
      'would sign nobody in. Set TRUST_PROXY=true (one reverse proxy in front), or COOKIE_SECURE=false ' +
      'when the app is reached over plain http.'
    );
  }
  return null;
}

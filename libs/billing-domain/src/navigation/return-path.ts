/** Longest return path kept; anything longer is dropped rather than cut. */
const MAX_LENGTH = 2000;

/**
 * The page to go back to after signing in again, or null when `candidate` is not a path of this
 * site: only a relative path of the same origin ('/ampere?x=1'), never a full or protocol-relative
 * address ('https://…', '//evil.example', '/\evil.example') that would send the operator elsewhere,
 * and never the sign-in pages or the API themselves.
 */
export function returnPathOf(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and ignore tabs and newlines inside addresses.
  if (candidate.includes('\\') || [...candidate].some((char) => char < ' ' || char === '\u007f')) return null;
  const path = candidate.split(/[?#]/, 1)[0];
  if (path === '/login' || path === '/unauthorized' || path === '/api' || path.startsWith('/api/'))
    return null;
  return candidate;
}

import { returnPathOf } from './return-path';

describe('the page to return to after signing in again', () => {
  it.each(['/ampere', '/table-view', '/invoice?id=abc-123', '/archived#top', '/'])('keeps %s', (path) => {
    expect(returnPathOf(path)).toBe(path);
  });

  it.each([
    ['a full address', 'https://evil.example/ampere'],
    ['a protocol-relative address', '//evil.example/ampere'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab hidden inside', '/\t/evil.example'],
    ['a path without its leading slash', 'ampere'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the sign-in page itself', '/login?returnTo=%2Fampere'],
    ['the API', '/api/login'],
    ['nothing', ''],
    ['something that is not text', 42],
    ['an address too long to be real', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, path) => {
    expect(returnPathOf(path)).toBeNull();
  });
});

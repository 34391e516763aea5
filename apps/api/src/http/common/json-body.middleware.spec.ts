import { inspectJsonText, isStrictUtf8 } from './json-body.middleware';

const inspect = (text: string, depth = 3) => inspectJsonText(Buffer.from(text, 'utf8'), depth);

describe('inspectJsonText', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(inspect('{"a":[{"b":1}]}')).toBeNull();
    expect(inspect('{"a":[{"b":[1]}]}')).toBe('too-deep');
    expect(inspect('[[[[]]]]')).toBe('too-deep');
  });

  it('counts depth, not the number of lists side by side', () => {
    expect(inspect(`[${'[1],'.repeat(10_000)}[2]]`)).toBeNull();
  });

  it('ignores brackets and quotes inside text', () => {
    expect(inspect('{"a":"[[[[{{{{"}')).toBeNull();
    expect(inspect('{"a":"\\"[[[[[\\""}')).toBeNull();
  });

  it('finds NUL written as \\u0000 or raw, but not an escaped backslash before u0000', () => {
    expect(inspect('{"a":"x\\u0000"}')).toBe('nul');
    expect(inspect('{"a":"x\u0000"}')).toBe('nul');
    expect(inspect('{"a":"x\\\\u0000"}')).toBeNull();
    expect(inspect('{"a":"\\u0001"}')).toBeNull();
  });

  it('finds half of a UTF-16 pair written as an escape, alone, first or second', () => {
    expect(inspect('{"email":"\\ud800"}')).toBe('lone-surrogate');
    expect(inspect('{"a":"x\\uDBFFy"}')).toBe('lone-surrogate');
    expect(inspect('{"a":"\\udc00"}')).toBe('lone-surrogate');
    expect(inspect('{"a":"\\ud83d\\ud83d"}')).toBe('lone-surrogate');
    expect(inspect('{"a":"\\ude42\\ud83d"}')).toBe('lone-surrogate');
  });

  it('accepts a whole pair and an escaped backslash before a surrogate-like text', () => {
    expect(inspect('{"a":"\\ud83d\\ude42 \\uD83D\\uDE42"}')).toBeNull();
    expect(inspect('{"a":"\\\\ud800"}')).toBeNull();
    expect(inspect('{"a":"\\u0645\\u062d"}')).toBeNull();
  });

  it('reads Arabic text as ordinary bytes', () => {
    expect(inspect('{"name":"أحمد [علي]"}')).toBeNull();
  });
});

describe('isStrictUtf8', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('accepts Arabic, Latin and emoji text', () => {
    expect(isStrictUtf8(Buffer.from('{"name":"أحمد Ali 🙂"}', 'utf8'))).toBe(true);
  });

  it.each([
    ['a stray continuation byte', bytes(0x7b, 0x80, 0x7d)],
    ['bytes that never appear in UTF-8', bytes(0xff, 0xfe)],
    ['a sequence cut short', bytes(0xd8, 0x22)],
    ['an overlong slash', bytes(0xc0, 0xaf)],
    ['an encoded surrogate', bytes(0xed, 0xa0, 0x80)],
    ['Windows-1256 Arabic', bytes(0xc3, 0xcd, 0xe3, 0xcf)],
  ])('refuses %s', (_case, text) => {
    expect(isStrictUtf8(text)).toBe(false);
  });
});

import { inspectJsonText } from './json-body.middleware';

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

  it('reads Arabic text as ordinary bytes', () => {
    expect(inspect('{"name":"أحمد [علي]"}')).toBeNull();
  });
});

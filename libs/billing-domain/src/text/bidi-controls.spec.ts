import { withoutBidiControls } from './bidi-controls';

describe('withoutBidiControls', () => {
  it('removes a right-to-left override that would print a name backwards', () => {
    expect(withoutBidiControls('علي \u202Eكمال')).toBe('علي كمال');
  });

  it.each([
    ['embeddings and overrides', '\u202A\u202B\u202C\u202D\u202E'],
    ['isolates', '\u2066\u2067\u2068\u2069'],
    ['the left-to-right, right-to-left and Arabic letter marks', '\u200E\u200F\u061C'],
  ])('removes %s wherever they stand', (_case, controls) => {
    expect(withoutBidiControls(`${controls}شارع${controls} 5${controls}`)).toBe('شارع 5');
  });

  it('keeps the joiners Arabic and Persian spelling use, and every other character', () => {
    const text = 'می\u200Cخواهم لا\u200Dم Ali (٣) - #7 🙂';
    expect(withoutBidiControls(text)).toBe(text);
  });

  it('leaves text of controls only empty', () => {
    expect(withoutBidiControls('\u202E\u2066\u200F')).toBe('');
  });
});

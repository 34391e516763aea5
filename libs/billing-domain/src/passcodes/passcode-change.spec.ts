import { DomainError } from '../errors/domain-error';
import { acceptNewPasscode, acceptPasscodeChange, passcodeTyped } from './passcode-change';

function refusal(change: Parameters<typeof acceptPasscodeChange>[0]): { code: string; message: string } {
  try {
    acceptPasscodeChange(change);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
  }
  throw new Error('the change was accepted');
}

describe('changing a passcode', () => {
  it('accepts a new passcode of at least 4 characters that matches its confirmation', () => {
    expect(
      acceptPasscodeChange({
        oldPasscode: 'old1',
        newPasscode: 'new1',
        confirmation: 'new1',
        oldMatches: true,
      }),
    ).toBe('new1');
  });

  it('requires all three fields', () => {
    expect(
      refusal({ oldPasscode: '', newPasscode: 'abcd', confirmation: 'abcd', oldMatches: true }).code,
    ).toBe('PASSCODE_FIELDS_REQUIRED');
  });

  it('refuses when the old passcode does not match', () => {
    expect(
      refusal({ oldPasscode: 'x', newPasscode: 'abcd', confirmation: 'abcd', oldMatches: false }),
    ).toEqual({
      code: 'OLD_PASSCODE_INCORRECT',
      message: 'كلمة المرور القديمة غير صحيحة',
    });
  });

  it('refuses a confirmation that differs from the new passcode', () => {
    expect(
      refusal({ oldPasscode: 'x', newPasscode: 'abcd', confirmation: 'abce', oldMatches: true }).code,
    ).toBe('PASSCODES_DO_NOT_MATCH');
  });

  it('refuses fewer than 4 characters, counting Arabic letters as one each', () => {
    expect(
      refusal({ oldPasscode: 'x', newPasscode: 'abc', confirmation: 'abc', oldMatches: true }).code,
    ).toBe('PASSCODE_TOO_SHORT');
    expect(
      acceptPasscodeChange({ oldPasscode: 'x', newPasscode: 'سلام', confirmation: 'سلام', oldMatches: true }),
    ).toBe('سلام');
  });
});

describe('a passcode typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic and Persian digits as the same passcode as ASCII digits', () => {
    expect(passcodeTyped('٧٣٩١')).toBe('7391');
    expect(passcodeTyped('۷۳۹۱')).toBe('7391');
    expect(passcodeTyped('باب-٤٢')).toBe('باب-42');
  });

  it('stores a new passcode typed in Arabic digits as ASCII digits, matching a confirmation in either', () => {
    expect(acceptNewPasscode({ newPasscode: '٧٣٩١', confirmation: '7391' })).toBe('7391');
    expect(
      acceptPasscodeChange({ oldPasscode: 'x', newPasscode: '٧٣٩١', confirmation: '٧٣٩١', oldMatches: true }),
    ).toBe('7391');
  });
});

describe('setting a passcode without the old one (an administrator resetting it)', () => {
  it('needs the new passcode and a matching confirmation of at least 4 characters', () => {
    expect(acceptNewPasscode({ newPasscode: 'open-up', confirmation: 'open-up' })).toBe('open-up');
    const refused = (newPasscode: string, confirmation: string) => {
      try {
        acceptNewPasscode({ newPasscode, confirmation });
      } catch (error) {
        if (error instanceof DomainError) return error.code;
      }
      return 'accepted';
    };
    expect(refused('', '')).toBe('PASSCODE_FIELDS_REQUIRED');
    expect(refused('open-up', 'open-op')).toBe('PASSCODES_DO_NOT_MATCH');
    expect(refused('٧٣٩', '٧٣٩')).toBe('PASSCODE_TOO_SHORT');
  });
});

import { InvalidInputError } from '../errors/invalid-input.error';
import { ForbiddenError } from '../errors/access.error';
import { toAsciiDigits } from '../text/ascii-digits';

/** A passcode has at least 4 characters (docs/business-rules.md#constants-and-limits). */
export const PASSCODE_MIN_LENGTH = 4;

export interface PasscodeChange {
  readonly oldPasscode: string;
  readonly newPasscode: string;
  readonly confirmation: string;
  /** Whether the old passcode matches the stored one (checked against its hash by the caller). */
  readonly oldMatches: boolean;
}

/**
 * A passcode as typed, read the way every other field is: ٧٣٩١ on an Arabic keyboard is
 * the passcode 7391. Passcodes are stored and checked in this form.
 */
export function passcodeTyped(typed: string): string {
  return toAsciiDigits(typed);
}

/**
 * All three fields non-empty; the old one must match; the new one must equal its
 * confirmation; at least 4 characters. Returns the new passcode to store.
 */
export function acceptPasscodeChange(change: PasscodeChange): string {
  if (!change.oldPasscode || !change.newPasscode || !change.confirmation) {
    throw new InvalidInputError('يرجى تعبئة جميع الحقول', 'PASSCODE_FIELDS_REQUIRED');
  }
  if (!change.oldMatches) throw new ForbiddenError('كلمة المرور القديمة غير صحيحة', 'OLD_PASSCODE_INCORRECT');
  return acceptNewPasscode(change);
}

/**
 * A new passcode set without the old one (an administrator resetting it): the same rules
 * for the new passcode and its confirmation. Returns the passcode to store.
 */
export function acceptNewPasscode({
  newPasscode,
  confirmation,
}: {
  readonly newPasscode: string;
  readonly confirmation: string;
}): string {
  if (!newPasscode || !confirmation) {
    throw new InvalidInputError('يرجى تعبئة جميع الحقول', 'PASSCODE_FIELDS_REQUIRED');
  }
  const passcode = passcodeTyped(newPasscode);
  if (passcode !== passcodeTyped(confirmation)) {
    throw new InvalidInputError('كلمتا المرور الجديدتان غير متطابقتين', 'PASSCODES_DO_NOT_MATCH');
  }
  if ([...passcode].length < PASSCODE_MIN_LENGTH) {
    throw new InvalidInputError(
      `كلمة المرور يجب أن تحتوي على ${PASSCODE_MIN_LENGTH} أحرف على الأقل`,
      'PASSCODE_TOO_SHORT',
    );
  }
  return passcode;
}

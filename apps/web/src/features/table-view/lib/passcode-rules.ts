import { passcodeTyped } from '@kahraba/billing-domain';
import { tableViewMessages as t } from '../messages';

/** The minimum length of a passcode (docs/screens.md#passcode-locked-screens). */
const MIN_PASSCODE_LENGTH = 4;

export interface PasscodeChange {
  oldPasscode: string;
  newPasscode: string;
  confirmation: string;
}

/** The client's comfort checks before the server decides (it also checks the old passcode): the
 * problem to show, or null. */
export function passcodeChangeProblem({
  oldPasscode,
  newPasscode,
  confirmation,
}: PasscodeChange): string | null {
  if (!oldPasscode || !newPasscode || !confirmation) return t.allFieldsRequired;
  // ٧٣٩١ and 7391 are the same passcode, as the server reads them.
  if (passcodeTyped(newPasscode) !== passcodeTyped(confirmation)) return t.mismatch;
  if ([...newPasscode].length < MIN_PASSCODE_LENGTH) return t.tooShort;
  return null;
}

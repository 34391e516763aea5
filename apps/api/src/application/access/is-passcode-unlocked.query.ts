import { Query } from '@nestjs/cqrs';
import type { PasscodeScope } from './passcode-scope';

/** Whether a session's unlocks still open `scope`: only with the passcode that is current now. */
export class IsPasscodeUnlockedQuery extends Query<boolean> {
  constructor(
    readonly scope: PasscodeScope,
    readonly unlocks: readonly unknown[] | undefined,
  ) {
    super();
  }
}

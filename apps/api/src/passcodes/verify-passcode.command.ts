import { Command } from '@nestjs/cqrs';
import type { PasscodeScope, PasscodeSession } from './passcode-scope';

/**
 * Unlocks a screen for the session with the right passcode. A command: it counts the attempt and
 * marks the session, both state.
 */
export class VerifyPasscodeCommand extends Command<{ verified: true }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly passcode: string,
    readonly userId: string,
    readonly session: PasscodeSession,
  ) {
    super();
  }
}

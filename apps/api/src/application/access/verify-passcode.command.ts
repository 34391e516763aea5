import { Command } from '@nestjs/cqrs';
import type { PasscodeScope, PasscodeSession } from './passcode-scope';

/**
 * Unlocks a screen for the session with the right passcode. A command: it counts the attempt, audits
 * a wrong one and marks the session, all state.
 */
export class VerifyPasscodeCommand extends Command<{ verified: true }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly passcode: string,
    readonly actor: { id: string; email: string },
    readonly session: PasscodeSession,
  ) {
    super();
  }
}

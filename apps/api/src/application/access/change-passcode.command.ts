import { Command } from '@nestjs/cqrs';
import type { PasscodeScope, PasscodeSession } from './passcode-scope';

export class ChangePasscodeCommand extends Command<{ message: string }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly oldPasscode: string,
    readonly newPasscode: string,
    readonly confirmation: string,
    readonly actor: { id: string; email: string },
    /** The session of whoever changes it stays unlocked with the new passcode. */
    readonly session?: PasscodeSession,
  ) {
    super();
  }
}

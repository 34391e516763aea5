import { Command } from '@nestjs/cqrs';
import type { PasscodeScope } from './passcode-scope';

/**
 * The owner sets (or resets) a passcode without knowing the old one
 * (docs/business-rules.md#screen-passcodes): an administrator on the settings page, or `billing passcodes
 * set` in a terminal on the server. Every session unlocked with the previous passcode locks again.
 */
export class SetPasscodeCommand extends Command<{ message: string }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly newPasscode: string,
    readonly confirmation: string,
    /** Who the audit log names: the administrator's email, or `cli:<os user>`. */
    readonly actor: string,
  ) {
    super();
  }
}

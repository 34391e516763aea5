import { Command, Query } from '@nestjs/cqrs';
import type { PasscodeScope } from './passcode-scope';

/** First start: store the initial passcode (from the environment, or generated and shown once). */
export class EnsurePasscodeCommand extends Command<{ created: boolean; generated?: string }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly initial: string | undefined,
  ) {
    super();
  }
}

export class VerifyPasscodeQuery extends Query<boolean> {
  constructor(
    readonly scope: PasscodeScope,
    readonly passcode: string,
  ) {
    super();
  }
}

export class ChangePasscodeCommand extends Command<{ message: string }> {
  constructor(
    readonly scope: PasscodeScope,
    readonly oldPasscode: string,
    readonly newPasscode: string,
    readonly confirmation: string,
    readonly actor: string,
  ) {
    super();
  }
}

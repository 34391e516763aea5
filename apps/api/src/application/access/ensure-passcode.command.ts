import { Command } from '@nestjs/cqrs';
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

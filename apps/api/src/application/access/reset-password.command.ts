import { Command } from '@nestjs/cqrs';

export interface PasswordReset {
  /** The new password, shown once to the administrator when it was generated. */
  password: string;
  generated: boolean;
}

/**
 * An administrator gives a user a new password: the one typed, or a strong generated one. The
 * user's other sessions end (who knew the old password is signed out).
 */
export class ResetPasswordCommand extends Command<PasswordReset> {
  constructor(
    readonly id: string,
    readonly password: string | undefined,
    readonly actor: { id: string; email: string },
    /** The administrator's own session, kept when they reset their own password. */
    readonly keepSessionId?: string,
  ) {
    super();
  }
}

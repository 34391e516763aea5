import { Command } from '@nestjs/cqrs';

export interface InitialAdmin {
  created: boolean;
  email?: string;
  /** Only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** First start with no users: create an administrator (from ADMIN_EMAIL/ADMIN_PASSWORD or generated). */
export class EnsureInitialAdminCommand extends Command<InitialAdmin> {
  constructor(
    readonly email: string | undefined,
    readonly password: string | undefined,
  ) {
    super();
  }
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { UserAccountView } from '@kahraba/persistence';
import type { PasswordReset } from '../../application/access/reset-password.command';
import { UserResponse } from './user.response';

/** A user as the administrators' screen lists it: the signed-in user's fields, and whether the account
 * is active and since when. */
export class UserAccountResponse extends UserResponse implements UserAccountView {
  @ApiProperty({ type: Boolean, description: 'false: cannot sign in, has no session' })
  active!: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

export class PasswordResetResponse implements Partial<PasswordReset> {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: Boolean, description: 'true: the server chose the password below' })
  generated!: boolean;
  @ApiPropertyOptional({ type: String, description: 'The generated password, shown this once' })
  password?: string;
}

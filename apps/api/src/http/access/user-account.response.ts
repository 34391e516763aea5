import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '@kahraba/billing-domain';
import type { UserAccountView } from '@kahraba/persistence';
import type { PasswordReset } from '../../application/access/reset-password.command';

const ROLES: UserRole[] = [...USER_ROLES];

/** A user as the administrators' screen lists it. */
export class UserAccountResponse implements UserAccountView {
  @ApiProperty({ type: String, format: 'uuid' })
  id!: string;
  @ApiProperty({ type: String })
  email!: string;
  @ApiProperty({ type: String })
  firstName!: string;
  @ApiProperty({ type: String })
  lastName!: string;
  @ApiProperty({ enum: ROLES, enumName: 'UserRole' })
  role!: UserRole;
  @ApiProperty({ type: Boolean, description: 'false: cannot sign in, has no session' })
  active!: boolean;
  @ApiProperty({
    type: Boolean,
    description: 'A collector who may also walk the reading round (docs/meter-reader.md); false otherwise',
  })
  meterReader!: boolean;
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

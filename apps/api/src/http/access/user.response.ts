import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '@kahraba/billing-domain';
import type { UserView } from '../../application/access/user.view';

const ROLES: UserRole[] = [...USER_ROLES];

/** The signed-in user. */
export class UserResponse implements UserView {
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
  @ApiProperty({
    type: Boolean,
    description: 'A collector who may also walk the reading round (docs/meter-reader.md); false otherwise',
  })
  meterReader!: boolean;
}

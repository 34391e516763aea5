import { ApiProperty } from '@nestjs/swagger';

/** The session now has the screens of this scope unlocked. */
export class PasscodeVerifiedResponse {
  @ApiProperty({ enum: [true] })
  verified!: true;
}

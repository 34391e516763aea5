import { ApiProperty } from '@nestjs/swagger';

/** What every page needs to know of the deployment (issue 22 §3, §5); nothing secret. */
export class AppConfigResponse {
  @ApiProperty({
    example: 'Asia/Beirut',
    description: "The business's time zone (BUSINESS_TIME_ZONE): dates are shown as days there",
  })
  businessTimeZone!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://kahraba.example.com',
    description: 'The address customers reach (PUBLIC_URL), without a trailing slash; null when unset',
  })
  publicUrl!: string | null;
}

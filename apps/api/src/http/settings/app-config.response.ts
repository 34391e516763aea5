import { ApiProperty } from '@nestjs/swagger';

/** What every page needs to know of the deployment (docs/operator-guide.md#configuration); nothing secret. */
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
    description:
      'The address customers reach (PUBLIC_URL, else the one saved in the settings), without a trailing slash; null until set',
  })
  publicUrl!: string | null;

  @ApiProperty({
    type: String,
    enum: ['environment', 'settings'],
    nullable: true,
    description:
      'Where publicUrl comes from: PUBLIC_URL (it overrides the settings), the settings, or null until set',
  })
  publicUrlSource!: 'environment' | 'settings' | null;
}

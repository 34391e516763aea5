import { ApiProperty } from '@nestjs/swagger';

/** The address customers reach once saved, and where the one in force comes from (docs/public-address.md). */
export class PublicAddressResponse {
  @ApiProperty({ type: String, nullable: true, example: 'https://kahraba.example.com' })
  publicUrl!: string | null;

  @ApiProperty({
    type: String,
    enum: ['environment', 'settings'],
    nullable: true,
    description: 'PUBLIC_URL overrides the saved address',
  })
  source!: 'environment' | 'settings' | null;
}

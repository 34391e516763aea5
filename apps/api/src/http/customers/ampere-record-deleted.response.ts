import { ApiProperty } from '@nestjs/swagger';

/**
 * A soft delete: the record moved to the archive (docs/business-rules.md#deleting-and-restoring-customers).
 */
export class AmpereRecordDeletedResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: String, format: 'uuid' })
  archivedId!: string;
}

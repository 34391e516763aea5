import { ApiProperty } from '@nestjs/swagger';

/** A soft delete: the record moved to the archive (spec 000 §4). */
export class AmpereRecordDeletedResponse {
  @ApiProperty({ type: String })
  message!: string;
  @ApiProperty({ type: String, format: 'uuid' })
  archivedId!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import type { ArchivedAmpereRecordView } from '@kahraba/persistence';
import { AmpereRecordResponse } from './ampere-record.response';

/**
 * A deleted (archived) ampere customer, with the live record it came from
 * (docs/business-rules.md#deleting-and-restoring-customers).
 */
export class ArchivedAmpereRecordResponse extends AmpereRecordResponse implements ArchivedAmpereRecordView {
  @ApiProperty({ type: String, format: 'uuid' })
  originalId!: string;
  @ApiProperty({ type: String })
  originalCreatedAt!: string;
  @ApiProperty({ type: String })
  deletionReason!: string;
}

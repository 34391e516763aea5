import { ApiProperty } from '@nestjs/swagger';
import { BATCH_KINDS, type BatchKind } from '@kahraba/billing-domain';
import type { BatchDescription } from '@kahraba/persistence';

/** The batch an undo would take back, shown in the confirm dialog before undoing. */
export class BatchDescriptionResponse implements BatchDescription {
  @ApiProperty({ type: String, format: 'uuid' })
  batchId!: string;
  @ApiProperty({ enum: BATCH_KINDS, enumName: 'BatchKind' })
  kind!: BatchKind;
  @ApiProperty({ type: String, nullable: true, description: 'The email of who made the change' })
  createdBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ type: 'integer', description: 'Customers it added (an undo removes them)' })
  createdCount!: number;
  @ApiProperty({ type: 'integer', description: 'Customers it changed (an undo restores them)' })
  updatedCount!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import type { UndoResult } from '../../application/batches/undo-last-batch.command';

/** The latest batch reverted: rows it created removed, rows it changed restored. */
export class UndoResultResponse implements UndoResult {
  @ApiProperty({ type: 'integer' })
  deletedCount!: number;
  @ApiProperty({ type: 'integer' })
  revertedCount!: number;
  @ApiProperty({ type: String })
  message!: string;
}

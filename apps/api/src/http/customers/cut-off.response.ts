import { ApiProperty } from '@nestjs/swagger';
import type { CutOffAnswer } from '../../application/cut-off/cut-off-answer';
import { CUT_OFF_PROPERTY, CutOffMarkResponse } from '../statements/cut-off-mark.response';
import { StatementResponse } from '../statements/statement.response';

/** A customer cut off or reconnected: the mark now and the month's statement after it (docs/cut-off.md). */
export class CutOffResponse implements CutOffAnswer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mahmoud-kwh' }) system!: string;
  @ApiProperty(CUT_OFF_PROPERTY) cutOff!: CutOffMarkResponse | null;
  @ApiProperty({ type: StatementResponse }) statement!: StatementResponse;
}

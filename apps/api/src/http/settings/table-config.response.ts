import { ApiProperty } from '@nestjs/swagger';
import type { TableConfig } from '../../application/settings/table-config.store';

/** The box ranges of the two statistics panels of the main table (spec 000 §2.10). */
export class TableConfigResponse implements TableConfig {
  @ApiProperty({ type: String, example: '5-7 13-33' })
  mahmoudBoxes!: string;
  @ApiProperty({ type: String })
  baydawiBoxes!: string;
}

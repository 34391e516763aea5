import { ApiProperty } from '@nestjs/swagger';
import type { BoxCount } from '../../application/customers/list-ampere-boxes.query';

/**
 * A box and how many live customers it holds ('' = no box), in print order
 * (docs/business-rules.md#display-order-and-boxes).
 */
export class AmpereBoxResponse implements BoxCount {
  @ApiProperty({ type: String })
  box!: string;
  @ApiProperty({ type: 'integer' })
  customers!: number;
}

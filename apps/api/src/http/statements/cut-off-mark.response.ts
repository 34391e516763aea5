import { ApiProperty } from '@nestjs/swagger';
import type { CutOffMark } from '@kahraba/billing-domain';

/** A customer cut off (docs/cut-off.md#the-mark): since when and why; every surface shows «مقطوع». */
export class CutOffMarkResponse implements CutOffMark {
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-20T08:00:00.000Z',
    description: 'when it was cut off',
  })
  at!: string;
  @ApiProperty({ example: 'ثلاثة أشهر دون دفع' }) reason!: string;
}

/** The one OpenAPI description of `cutOff` on every answer that describes a customer. */
export const CUT_OFF_PROPERTY = {
  type: CutOffMarkResponse,
  nullable: true,
  description: 'cut off since `at`, and why; null when connected (docs/cut-off.md)',
} as const;

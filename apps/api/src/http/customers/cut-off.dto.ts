import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { CUT_OFF_REASON_MAX_LENGTH } from '@kahraba/billing-domain';

// The fields are read by the domain (readCutOffReason, readReconnectionFee), which refuses each in
// Arabic (docs/cut-off.md); the DTO only names them, so a field of another name is refused.

export class CutOffDto {
  @ApiProperty({ type: String, maxLength: CUT_OFF_REASON_MAX_LENGTH, example: 'ثلاثة أشهر دون دفع' })
  @Allow()
  reason?: string;
}

export class ReconnectDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'The reconnection fee in dollars (up to 2 decimals), as typed; not with feeLbp',
    example: 10,
  })
  @Allow()
  feeUsd?: number | string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'The reconnection fee in whole pounds, as typed, billed in pounds; not with feeUsd',
    example: 895000,
  })
  @Allow()
  feeLbp?: number | string;
}

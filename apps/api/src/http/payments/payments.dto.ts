import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS } from '@kahraba/billing-domain';

// The fields are read by the domain (parsePaymentInput, voidPayment), which refuses each in Arabic;
// the DTO only names them, so a field of another name is refused.

/** A payment as the dialogs and the collector's phone send it. */
export class RecordPaymentDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description:
      'Dollars (up to 2 decimals) or whole pounds, as typed: Arabic-Indic digits and comma decimals read',
    example: 15,
  })
  @Allow()
  amount?: number | string;

  @ApiPropertyOptional({ enum: PAYMENT_CURRENCIES, default: 'USD' })
  @Allow()
  currency?: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cash' })
  @Allow()
  method?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @Allow()
  note?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 100,
    description: 'Idempotency key: the same key again answers the same payment (200), nothing written',
  })
  @Allow()
  clientId?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'The user who took the payment on the phone: refused (403) unless that user is signed in',
  })
  @Allow()
  takenBy?: string;
}

export class VoidPaymentDto {
  @ApiPropertyOptional({ description: 'Why the payment is voided (required)', maxLength: 500 })
  @Allow()
  reason?: string;
}

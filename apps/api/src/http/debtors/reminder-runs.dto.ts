import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MAX_REMINDER_RUN_CUSTOMERS, MAX_REMINDER_SKIP_DAYS } from '@kahraba/billing-domain';

// The fields are read by the domain (readReminderRunRequest), which refuses each in Arabic; the DTO
// only names them, so a field of another name is refused.

export class ReminderTargetDto {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
}

/** The debtors chosen for a run. */
export class StartReminderRunDto {
  @ApiProperty({ type: [ReminderTargetDto], minItems: 1, maxItems: MAX_REMINDER_RUN_CUSTOMERS })
  @Allow()
  customers?: ReminderTargetDto[];

  @ApiPropertyOptional({
    oneOf: [{ type: 'integer' }, { type: 'string' }],
    minimum: 0,
    maximum: MAX_REMINDER_SKIP_DAYS,
    default: 7,
    description: 'Skip the customers reminded within this many days (0: skip none for it)',
  })
  @Allow()
  skipRemindedWithinDays?: number | string;
}

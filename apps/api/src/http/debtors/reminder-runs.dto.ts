import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_REMINDER_RUN_CUSTOMERS,
  MAX_REMINDER_SKIP_DAYS,
  readReminderCustomers,
  readReminderSkipDays,
  type ReminderTarget,
} from '@kahraba/billing-domain';
import { TypedField } from '../common/dto/typed-field.decorator';

// Each field is read by its reader (the domain's), which refuses it in Arabic.

class ReminderTargetDto {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
}

/** The debtors chosen for a run. */
export class StartReminderRunDto {
  @TypedField(
    { type: [ReminderTargetDto], minItems: 1, maxItems: MAX_REMINDER_RUN_CUSTOMERS },
    readReminderCustomers,
    { readWhenAbsent: true },
  )
  customers!: ReminderTarget[];

  @TypedField(
    {
      required: false,
      oneOf: [{ type: 'integer' }, { type: 'string' }],
      minimum: 0,
      maximum: MAX_REMINDER_SKIP_DAYS,
      default: 7,
      description: 'Skip the customers reminded within this many days (0: skip none for it)',
    },
    readReminderSkipDays,
    { readWhenAbsent: true },
  )
  skipRemindedWithinDays!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import type { ReminderSkipReason } from '@kahraba/billing-domain';
import type { ReminderRunCustomerView, ReminderRunView } from '../../application/debtors/reminder-run.view';

const SKIP_REASONS = ['no-phone', 'landline', 'recently-reminded', 'not-owing'];

export class ReminderRunCustomerResponse implements ReminderRunCustomerView {
  @ApiProperty({ example: 'ampere' }) system!: string;
  @ApiProperty({ format: 'uuid' }) customerId!: string;
  @ApiProperty({ type: 'integer' }) customerNumber!: number;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The link to open (wa.me with the text), or null: skipped',
  })
  link!: string | null;
  @ApiProperty({ type: String, enum: SKIP_REASONS, nullable: true, enumName: 'ReminderSkipReason' })
  skipReason!: ReminderSkipReason | null;
  @ApiProperty({ type: String, nullable: true, example: 'هاتف أرضي: لا واتساب' }) skipLabel!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When its link was opened' })
  remindedAt!: string | null;
}

/** A reminder run, its customers in the order the page walks them (docs/debtors.md#reminders-in-one-pass). */
export class ReminderRunResponse implements ReminderRunView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty() startedBy!: string;
  @ApiProperty({ type: 'integer' }) skipRemindedWithinDays!: number;
  @ApiProperty({ example: 'whatsapp-link' }) provider!: string;
  @ApiProperty({ type: [ReminderRunCustomerResponse] }) customers!: ReminderRunCustomerResponse[];
  @ApiProperty({ type: 'integer' }) toRemind!: number;
  @ApiProperty({ type: 'integer' }) skipped!: number;
  @ApiProperty({ type: 'integer' }) reminded!: number;
}

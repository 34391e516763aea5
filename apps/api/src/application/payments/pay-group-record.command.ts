import { Command } from '@nestjs/cqrs';
import type { RecordTableGroup } from '@kahraba/billing-domain';
import type { AmpereRecordView } from '@kahraba/persistence';

/**
 * What the operator records on a record table (docs/business-rules.md#the-main-table-and-the-record-tables):
 * the paid amount typed, or paid in full.
 */
export type GroupRecordPayment = { kind: 'amount'; amountPaid: number | string } | { kind: 'in-full' };

/** A payment recorded on a record table, for a customer of that group only. */
export class PayGroupRecordCommand extends Command<AmpereRecordView> {
  constructor(
    readonly group: RecordTableGroup,
    readonly id: string,
    readonly payment: GroupRecordPayment,
    /** The signed-in user's e-mail, for the audit log. */
    readonly actor: string,
  ) {
    super();
  }
}

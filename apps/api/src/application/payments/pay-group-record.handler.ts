import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AMPERE_FIELD_LABELS,
  amendAmpereCustomer,
  amountPaidWhenMarked,
  Money,
  payAmpereInFull,
  RecordNotFoundError,
  recordTableRangesOf,
  type AmpereCustomer,
  type AmperePricing,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  ampereCustomerOf,
  type AmpereRecordView,
  findAmpereRecord,
  findAmpereRows,
  readAmperePricing,
  rewriteAmpereRow,
  settlePaidTo,
  writeAmpereRows,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { PaymentRecorded } from '../events/payment-recorded.event';
import { UnitOfWork } from '../events/unit-of-work';
import { readTableConfig } from '../settings/table-config.store';
import { PayGroupRecordCommand } from './pay-group-record.command';

@CommandHandler(PayGroupRecordCommand)
export class PayGroupRecordHandler implements ICommandHandler<PayGroupRecordCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute({ group, id, payment, actor }: PayGroupRecordCommand): Promise<AmpereRecordView> {
    // Read before anything is locked: text that is not an amount is refused naming the field.
    const amountPaid =
      payment.kind === 'amount'
        ? Money.parseNonNegative(payment.amountPaid, AMPERE_FIELD_LABELS.amountPaid)
        : undefined;
    await this.unitOfWork.run(async (tx, events) => {
      const [row] = await findAmpereRows(tx, [id], true);
      // A customer outside the group's boxes is not on this table: as if it did not exist.
      const range = recordTableRangesOf(await readTableConfig(tx))[group];
      if (!row || !range.contains(row.box)) throw new RecordNotFoundError();
      const before = ampereCustomerOf(row);
      const after = paid(before, amountPaid, await readAmperePricing(tx));
      await writeAmpereRows(tx, [rewriteAmpereRow(row, after)], null);
      // The difference is a payment (or voids) in the ledger; amount_paid is its sum
      // (docs/business-rules.md#paid-unpaid-and-arrears). Mark paid pays the balance as written (arrears
      // included).
      const [written] = await findAmpereRows(tx, [id]);
      const target =
        amountPaid === undefined
          ? amountPaidWhenMarked(true, {
              amountPaid: after.amountPaid,
              outstandingBalance: Money.parse(written.outstandingBalance),
            })
          : after.amountPaid;
      await settlePaidTo(tx, AMPERE_TABLES, [{ recordId: id, amountPaid: target.toDecimalString() }], {
        actor,
        source: amountPaid === undefined ? 'mark-paid' : 'record-table',
        at: this.clock.now(),
      });
      events.record(
        new PaymentRecorded(
          {
            actor,
            system: 'ampere',
            details: {
              recordId: id,
              customerNumber: row.customerNumber,
              table: `${group}-records`,
              via: payment.kind === 'amount' ? 'paid-amount' : 'mark-paid',
              amountPaidBefore: before.amountPaid.toNumber(),
              amountPaid: target.toNumber(),
            },
          },
          { id, name: after.name },
        ),
      );
    });
    return (await findAmpereRecord(this.db, id))!;
  }
}

function paid(
  customer: AmpereCustomer,
  amountPaid: Money | undefined,
  pricing: AmperePricing,
): AmpereCustomer {
  if (amountPaid === undefined) return payAmpereInFull(customer);
  return amendAmpereCustomer(customer, { amountPaid }, pricing);
}

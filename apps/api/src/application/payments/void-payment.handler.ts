import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertMayVoidHandedOver,
  assertMayVoidPayment,
  Month,
  PaymentNotFoundError,
  voidPayment,
} from '@kahraba/billing-domain';
import {
  findPayableRecord,
  findPayment,
  isPaymentDayHandedOver,
  lockLiveMonthForEdit,
  refreshPaidFromLedger,
  voidPayments,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { PaymentVoided } from '../events/payment-voided.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { VoidPaymentCommand } from './void-payment.command';

@CommandHandler(VoidPaymentCommand)
export class VoidPaymentHandler implements ICommandHandler<VoidPaymentCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ paymentId, reason, actor, voider }: VoidPaymentCommand): Promise<string> {
    const found = await findPayment(this.db, paymentId);
    if (!found) throw new PaymentNotFoundError();
    // Who took a payment never changes: asked before the locks.
    if (voider) assertMayVoidPayment(voider, found);
    // docs/handover.md: a counted day's payments are voided by an administrator only.
    if (voider && found.receivedByUserId !== null) {
      const handedOver = await isPaymentDayHandedOver(this.db, found.receivedByUserId, found.receivedAt);
      assertMayVoidHandedOver(voider.role, handedOver);
    }
    const { tables } = await this.catalog.tables(found.system);
    await this.unitOfWork.run(async (tx, events) => {
      // The locks in the order every writer takes them: the month, the record, then its payments.
      const liveMonth = await lockLiveMonthForEdit(tx, tables, this.clock.today());
      const record = await findPayableRecord(tx, tables, found.recordId, true);
      const payment = (await findPayment(tx, paymentId, true))!;
      const kept = voidPayment(
        {
          billingMonth: Month.parse(payment.billingMonth),
          voidedAt: payment.voidedAt === null ? null : new Date(payment.voidedAt),
        },
        record ? Month.parse(record.month) : liveMonth,
        reason,
      );
      await voidPayments(tx, [payment.id], { actor, reason: kept });
      if (record) await refreshPaidFromLedger(tx, tables, [record.id]);
      events.record(
        new PaymentVoided(
          {
            actor,
            system: tables.system,
            details: {
              id: payment.recordId,
              customerNumber: payment.customerNumber,
              paymentId: payment.id,
              receiptNumber: payment.receiptNumber,
              amount: payment.amount,
              currency: payment.currency,
              ...(payment.amountLbp !== null && { amountLbp: payment.amountLbp }),
              reason: kept,
            },
          },
          { id: payment.recordId, name: payment.customerName },
        ),
      );
    });
    return paymentId;
  }
}

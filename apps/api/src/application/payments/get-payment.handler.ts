import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { balanceAfterPayment, Money, PaymentNotFoundError } from '@kahraba/billing-domain';
import { findPayableRecord, findPayment, type PaymentView } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { GetStatementsOfAccountQuery } from '../statements/get-statements-of-account.query';
import { SystemCatalog } from '../systems/system-catalog';
import { GetPaymentQuery } from './get-payment.query';
import { toPaymentReceipt, type PaymentReceipt } from './payment-receipt';

/**
 * One payment as its receipt prints it (docs/business-rules.md#the-statement-of-account): the month and
 * invoice number the invoice had, the collector by name and, for a payment of the customer's live month, what
 * remained owed right after it (the statement's total due plus what was paid since).
 */
@QueryHandler(GetPaymentQuery)
export class GetPaymentHandler implements IQueryHandler<GetPaymentQuery> {
  constructor(
    private readonly db: Database,
    private readonly catalog: SystemCatalog,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ paymentId, withRecord }: GetPaymentQuery): Promise<PaymentReceipt> {
    const payment = await findPayment(this.db, paymentId);
    if (!payment) throw new PaymentNotFoundError();
    const { tables } = await this.catalog.tables(payment.system);
    const record = await findPayableRecord(this.db, tables, payment.recordId);
    const [collectorName, balanceAfter] = await Promise.all([
      this.collectorNameOf(payment),
      record && record.month === payment.billingMonth && payment.voidedAt === null
        ? this.balanceAfter(payment)
        : null,
    ]);
    return {
      ...toPaymentReceipt(payment, record, this.clock.timeZone, withRecord),
      ...(collectorName && { collectorName }),
      ...(balanceAfter && { balanceAfter }),
    };
  }

  /** The collector's first and last name, when a user of ours took it. */
  private async collectorNameOf(payment: PaymentView): Promise<string | null> {
    const [user] = await this.db.query<{ name: string }>(
      `SELECT btrim(first_name || ' ' || last_name) AS name FROM users
       WHERE id = $1::uuid OR lower(email) = lower($2) ORDER BY (id = $1::uuid) DESC LIMIT 1`,
      [payment.receivedByUserId, payment.receivedBy],
    );
    return user?.name ? user.name : null;
  }

  private async balanceAfter(payment: PaymentView) {
    const [[statement], [later]] = await Promise.all([
      this.queries.execute(new GetStatementsOfAccountQuery(payment.system, [payment.recordId])),
      this.db.query<{ paid: string }>(
        `SELECT COALESCE(sum(p.amount), 0)::text AS paid FROM payments p, payments this
         WHERE this.id = $1 AND p.record_id = this.record_id AND p.system = this.system
           AND p.billing_month = this.billing_month AND p.voided_at IS NULL
           AND (p.received_at, p.receipt_number) > (this.received_at, this.receipt_number)`,
        [payment.id],
      ),
    ]);
    if (!statement) return null;
    // The domain's exact money, never the statement's JSON numbers read back.
    const after = balanceAfterPayment(statement.statement, Money.parse(later.paid));
    return { totalDue: after.totalDue.toNumber(), totalDueLbp: after.totalDueLbp.pounds };
  }
}

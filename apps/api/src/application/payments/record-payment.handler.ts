import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertTakenBySignedInUser,
  ConflictError,
  Money,
  parsePaymentInput,
  readPaymentClientId,
  RecordNotFoundError,
} from '@kahraba/billing-domain';
import {
  findPayableRecord,
  findPaymentByClientId,
  insertPayment,
  lockLiveMonthForEdit,
  readExchangeRate,
  refreshPaidFromLedger,
  type SqlExecutor,
  type SystemTables,
} from '@kahraba/persistence';
import { oncePerClientId } from '../client-ids/once-per-client-id';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { PaymentRecorded } from '../events/payment-recorded.event';
import { type RecordedEvents, UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { RecordPaymentCommand, type RecordedPayment } from './record-payment.command';

/** PostgreSQL's unique violation, and the constraint that makes a client id one payment. */
const UNIQUE_VIOLATION = '23505';
const CLIENT_ID_CONSTRAINT = 'payments_client_id_key';
/** A retry of the same payment waits for the first, then is answered it: nothing written. */
const PAYMENT_CLIENT = 'payment-client';

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: RecordPaymentCommand): Promise<RecordedPayment> {
    const { tables } = await this.catalog.tables(command.system);
    const clientId = readPaymentClientId(command.body);
    if (command.receivedById !== undefined) {
      assertTakenBySignedInUser(command.body.takenBy, command.receivedById);
    }
    try {
      return await this.unitOfWork.run((tx, events) =>
        oncePerClientId(
          tx,
          {
            kind: PAYMENT_CLIENT,
            clientId,
            earlier: async (id) => {
              const recorded = await findPaymentByClientId(tx, id);
              return recorded && replayOf(recorded, command, tables.system);
            },
          },
          () => this.record(tx, events, command, tables, clientId),
        ),
      );
    } catch (error) {
      // The last guard: two requests with one client id that both passed the lock (not expected).
      if (clientId !== null && isClientIdTaken(error)) {
        const recorded = await findPaymentByClientId(this.db, clientId);
        if (recorded) return replayOf(recorded, command, tables.system);
      }
      throw error;
    }
  }
  /** A new payment: as a single edit, the live month FOR SHARE (a month close waits), then the row. */
  private async record(
    tx: SqlExecutor,
    events: RecordedEvents,
    command: RecordPaymentCommand,
    tables: SystemTables,
    clientId: string | null,
  ): Promise<RecordedPayment> {
    const now = this.clock.now();
    await lockLiveMonthForEdit(tx, tables, this.clock.dayOf(now));
    const record = await findPayableRecord(tx, tables, command.recordId, true);
    if (!record) throw new RecordNotFoundError();
    const rate = await readExchangeRate(tx);
    const input = parsePaymentInput(command.body, {
      outstanding: Money.parse(record.outstandingBalance),
      rate,
    });
    const payment = await insertPayment(tx, {
      system: tables.system,
      recordId: record.id,
      customerNumber: record.customerNumber,
      customerName: record.name,
      box: record.box,
      billingMonth: record.month,
      amount: input.amount,
      currency: input.currency,
      amountLbp: input.amountLbp,
      exchangeRate: rate,
      method: input.method,
      note: input.note,
      source: 'collection',
      receivedAt: now,
      receivedBy: command.receivedBy,
      clientId,
      batchId: null,
    });
    await refreshPaidFromLedger(tx, tables, [record.id]);
    events.record(
      new PaymentRecorded(
        {
          actor: command.receivedBy,
          system: tables.system,
          details: {
            source: 'collection',
            id: record.id,
            customerNumber: record.customerNumber,
            paymentId: payment.id,
            receiptNumber: payment.receiptNumber,
            amount: payment.amount,
            currency: payment.currency,
            ...(payment.amountLbp !== null && { amountLbp: payment.amountLbp }),
          },
        },
        { id: record.id, name: record.name },
      ),
    );
    return { paymentId: payment.id, created: true };
  }
}

/** The same client id answers its payment again, but only for the same customer of the same system. */
function replayOf(
  recorded: { id: string; system: string; recordId: string },
  command: RecordPaymentCommand,
  system: string,
): RecordedPayment {
  if (recorded.system !== system || recorded.recordId !== command.recordId) {
    throw new ConflictError('معرّف العملية مستخدم لدفعة أخرى', 'PAYMENT_CLIENT_ID_REUSED');
  }
  return { paymentId: recorded.id, created: false };
}

function isClientIdTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === CLIENT_ID_CONSTRAINT;
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type BillingSystem,
  ConflictError,
  decideMeterReading,
  kwhCustomerOf,
  ReadingNeedsConfirmationError,
  type MeterReadingInput,
  readMeterReadingInput,
  RecordNotFoundError,
} from '@kahraba/billing-domain';
import {
  billColumnsOf,
  findKwhRows,
  kwhFieldsOf,
  lockLiveMonthForEdit,
  readingMarkColumnsOf,
  readKwhBillingContext,
  writeKwhReadings,
  type SqlExecutor,
  type SystemTables,
} from '@kahraba/persistence';
import { oncePerClientId } from '../client-ids/once-per-client-id';
import { Clock } from '../clock/clock';
import { ReadingRecorded } from '../events/reading-recorded.event';
import { type RecordedEvents, UnitOfWork } from '../events/unit-of-work';
import { findStatementRows } from '../statements/statement-rows.store';
import { toStatement, toStatementView } from '../statements/stored-statement';
import { SystemCatalog } from '../systems/system-catalog';
import {
  type MeterReadingAnswer,
  RecordMeterReadingCommand,
  type RecordedMeterReading,
} from './record-meter-reading.command';
import { findAppliedReading, insertAppliedReading, lastClosedMonths } from './reading-round.store';

/** A retry of the same reading waits for the first, then is given its answer: nothing written twice. */
const READING_CLIENT = 'meter-reading-client';

@CommandHandler(RecordMeterReadingCommand)
export class RecordMeterReadingHandler implements ICommandHandler<RecordMeterReadingCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: RecordMeterReadingCommand): Promise<RecordedMeterReading> {
    const { system, tables } = await this.catalog.meteredTables(command.system);
    const input = readMeterReadingInput(command.body);
    return this.unitOfWork.run((tx, events) =>
      oncePerClientId(
        tx,
        {
          kind: READING_CLIENT,
          clientId: input.clientId,
          earlier: async (id) => {
            const applied = await findAppliedReading(tx, id);
            if (!applied) return null;
            if (applied.system !== tables.system || applied.customerId !== command.customerId) {
              throw new ConflictError('معرّف القراءة مستخدم لقراءة أخرى', 'READING_CLIENT_ID_REUSED');
            }
            return { answer: applied.answer as MeterReadingAnswer, created: false };
          },
        },
        () => this.apply(tx, events, command, input, system, tables),
      ),
    );
  }

  /** A new reading of the round: decided by the domain, written with its answer, audited. */
  private async apply(
    tx: SqlExecutor,
    events: RecordedEvents,
    command: RecordMeterReadingCommand,
    input: MeterReadingInput,
    system: BillingSystem,
    tables: SystemTables,
  ): Promise<RecordedMeterReading> {
    const today = this.clock.today();
    await lockLiveMonthForEdit(tx, tables, today);
    const [row] = await findKwhRows(tx, tables, [command.customerId], true);
    if (!row) throw new RecordNotFoundError();
    const fields = kwhFieldsOf(row);
    const meter = {
      previousKwh: fields.previousKwh,
      currentKwh: fields.currentKwh,
      previousEstimated: row.previousEstimated,
      currentEstimated: row.readingEstimated,
      lastClosedMonths: await lastClosedMonths(tx, tables, row.id),
      replacement: fields.readingMarks?.replacement ?? null,
    };
    // The office changed the month's start since the round began: shown to the reader, never
    // overwritten. (A reading of this month on file is the rule's: a correction, confirmed.)
    if (input.previousReadingSeen !== null && !input.previousReadingSeen.equals(meter.previousKwh)) {
      throw new ConflictError(
        `تغيّرت قراءة هذا العداد في المكتب بعد بدء الجولة: القراءة السابقة الآن ${meter.previousKwh.toString()} وليست ${input.previousReadingSeen.toString()}`,
        'READING_CHANGED_SINCE_ROUND',
      );
    }
    // docs/readings-in-a-month.md: a second reading in the month corrects the first.
    const outcome = decideMeterReading(meter, input.entry);
    if (outcome.warning !== null && !input.confirmed)
      throw new ReadingNeedsConfirmationError(outcome.warning);
    const customer = kwhCustomerOf(
      {
        ...fields,
        previousKwh: outcome.previousKwh,
        currentKwh: outcome.currentKwh,
        readingMarks: {
          estimated: outcome.estimated,
          previousEstimated: outcome.previousEstimated,
          unreadReason: outcome.unreadReason,
          replacement: outcome.replacement,
        },
      },
      await readKwhBillingContext(tx),
    );
    await writeKwhReadings(
      tx,
      tables,
      [
        {
          id: row.id,
          previousKwh: customer.previousKwh.toString(),
          currentKwh: customer.currentKwh.toString(),
          ...readingMarkColumnsOf(customer),
          ...billColumnsOf(customer.bill),
        },
      ],
      null,
    );
    const [statementRow] = await findStatementRows(tx, tables, system.tariff, [row.id]);
    const kind = outcome.estimated ? 'estimated' : input.entry.kind === 'unread' ? 'unread' : 'actual';
    const answer: MeterReadingAnswer = {
      clientId: input.clientId,
      customerId: row.id,
      kind,
      previousReading: outcome.previousKwh.toNumber(),
      reading: outcome.currentKwh.toNumber(),
      consumption: outcome.consumption.toNumber(),
      creditKwh: outcome.creditKwh.toNumber(),
      correctedReading: outcome.corrects?.toNumber() ?? null,
      confirmedWarning: outcome.warning?.code ?? null,
      statement: toStatementView(row.id, system, toStatement(statementRow, system, today)),
    };
    await insertAppliedReading(tx, {
      clientId: input.clientId,
      system: tables.system,
      customerId: row.id,
      month: row.month,
      box: row.box,
      kind,
      previousKwh: outcome.previousKwh.toString(),
      readingKwh: outcome.currentKwh.toString(),
      consumption: outcome.consumption.toString(),
      unreadReason: outcome.unreadReason,
      replacedFinalKwh: outcome.replacement?.finalReading.toString() ?? null,
      replacedStartKwh: outcome.replacement?.newStartReading.toString() ?? null,
      warningCode: outcome.warning?.code ?? null,
      takenAt: input.takenAt,
      recordedBy: command.recordedBy,
      recordedByUserId: command.recordedById,
      answer,
    });
    // A new reading changes the bill: audited with the real user (docs/operator-guide.md#users-and-the-audit-log).
    events.record(
      new ReadingRecorded(
        {
          actor: command.recordedBy,
          system: tables.system,
          details: {
            id: row.id,
            customerNumber: row.customerNumber,
            clientId: input.clientId,
            kind,
            previousReading: answer.previousReading,
            reading: answer.reading,
            ...(answer.correctedReading !== null && { correctedReading: answer.correctedReading }),
            ...(outcome.unreadReason !== null && { unreadReason: outcome.unreadReason }),
            ...(outcome.replacement && {
              replacedMeter: {
                finalReading: outcome.replacement.finalReading.toNumber(),
                newStartReading: outcome.replacement.newStartReading.toNumber(),
              },
            }),
            ...(outcome.warning && { confirmedWarning: outcome.warning.code }),
            takenAt: input.takenAt.toISOString(),
          },
        },
        { id: row.id, name: row.name },
      ),
    );
    return { answer, created: true };
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  InvalidInputError,
  type JsonValue,
  planReadingsImport,
  type ReadingsImportPlan,
} from '@kahraba/billing-domain';
import {
  kwhSheetReadingOf,
  readKwhBillingContext,
  runBatch,
  type SqlExecutor,
  type SystemTables,
  tablesOf,
  writeKwhSheetReadings,
} from '@kahraba/persistence';
import { auditActor } from '../oversight/audit-actor';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { ReadingsImported } from '../events/readings-imported.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { ImportReadingsCommand, type ReadingsImportSummary } from './import-readings.command';
import { listReadingCustomers } from './reading-customers.store';
import { READINGS_MESSAGES } from './readings.messages';

/** Rolls back a batch that found nothing to write: no empty batch for the undo to take back. */
class NothingToWrite extends Error {
  constructor(readonly summary: ReadingsImportSummary) {
    super('nothing to write');
  }
}

@CommandHandler(ImportReadingsCommand)
export class ImportReadingsHandler implements ICommandHandler<ImportReadingsCommand> {
  constructor(
    private readonly db: Database,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({
    system,
    readings,
    dryRun,
    actor,
    rowNumbers,
  }: ImportReadingsCommand): Promise<ReadingsImportSummary> {
    const tables = tablesOf(await this.catalog.metered(system));
    const rows = readingRows(readings);
    if (rowNumbers && rowNumbers.length !== rows.length)
      throw new InvalidInputError(READINGS_MESSAGES.rowNumbersMismatch, 'ROW_NUMBERS_MISMATCH');
    if (dryRun) return previewOf(await planAgainst(this.db, tables, rows, rowNumbers));
    try {
      return await this.unitOfWork.run((tx, events) =>
        runBatch(
          tx,
          tables,
          { kind: 'readings-import', actor, today: this.clock.today() },
          async ({ batchId }) => {
            // Planned against the rows as they are under the batch's lock on the group's live month.
            const plan = await planAgainst(tx, tables, rows, rowNumbers);
            const { rate } = await readKwhBillingContext(tx);
            // Only the readings, the bill and a shift's carry change: name, box, search text and key
            // stay as stored. An actual reading (docs/business-rules.md#the-reading-round-and-estimates); the
            // estimate it follows, if any, is trued up. docs/readings-in-a-month.md: a shifted reading's
            // energy carries into arrears.
            const updated = await writeKwhSheetReadings(
              tx,
              tables,
              plan.updates.map(kwhSheetReadingOf),
              batchId,
              rate.toDecimalString(),
            );
            const summary: ReadingsImportSummary = {
              message: updated === 0 ? READINGS_MESSAGES.nothingUpdated : READINGS_MESSAGES.updated(updated),
              updated,
              skipped: plan.skipped,
              warnings: plan.warnings,
            };
            if (updated === 0) throw new NothingToWrite(summary);
            // New readings change bills: audited with the batch (docs/operator-guide.md#users-and-the-audit-log).
            events.record(
              new ReadingsImported({
                actor: actor ?? auditActor(),
                system: tables.system,
                count: updated,
                details: {
                  batchId,
                  skipped: plan.skipped.length,
                  shifted: plan.updates.filter((update) => update.shifted !== null).length,
                },
              }),
            );
            return { created: 0, updated, result: summary };
          },
        ).then((done) => recordBatch(events, done)),
      );
    } catch (error) {
      if (error instanceof NothingToWrite) return error.summary;
      throw error;
    }
  }
}

/** What the import of `rows` does to the group's live customers. */
async function planAgainst(
  db: SqlExecutor,
  tables: SystemTables,
  rows: Record<string, unknown>[],
  rowNumbers?: readonly number[],
): Promise<ReadingsImportPlan> {
  return planReadingsImport(rows, await listReadingCustomers(db, tables), rowNumbers);
}

/** The body's `readings`: a non-empty list of objects keyed by the sheet's header. */
function readingRows(readings: ImportReadingsCommand['readings']): Readonly<Record<string, JsonValue>>[] {
  if (!Array.isArray(readings))
    throw new InvalidInputError(READINGS_MESSAGES.readingsRequired, 'READINGS_REQUIRED');
  if (readings.length === 0) throw new InvalidInputError(READINGS_MESSAGES.noData, 'NO_DATA_TO_IMPORT');
  return readings.map((row) => (row !== null && typeof row === 'object' && !Array.isArray(row) ? row : {}));
}

function previewOf(plan: ReadingsImportPlan): ReadingsImportSummary {
  const updated = plan.updates.length;
  return {
    message: updated === 0 ? READINGS_MESSAGES.nothingUpdated : READINGS_MESSAGES.wouldUpdate(updated),
    updated,
    skipped: plan.skipped,
    warnings: plan.warnings,
    rows: plan.updates.map((update) => ({
      line: update.line,
      id: update.id,
      customerNumber: update.customerNumber,
      name: update.name,
      previousKwh: update.before.previousKwh.toNumber(),
      currentKwh: update.before.currentKwh.toNumber(),
      newPreviousKwh: update.previousKwh.toNumber(),
      newCurrentKwh: update.currentKwh.toNumber(),
      consumption: update.consumption.toNumber(),
    })),
  };
}

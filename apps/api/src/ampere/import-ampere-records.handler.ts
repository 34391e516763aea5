import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NoValidRowsError, parseAmpereImport, normaliseRecordKey } from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  insertAmpereRows,
  journalCreated,
  journalUpdates,
  lockAmpereRowsByKeys,
  lockLiveMonth,
  openBatch,
  readAmperePricing,
  recordBatchCounts,
  writeAmpereRows,
  type AmpereRecordRow,
  type NewAmpereRow,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { recordsAsImportText } from './ampere-import-text';
import { rewriteAmpereRow, toAmpereRow, type AmpereDraft } from './ampere-row.mapper';
import { ImportAmpereRecordsCommand, type ImportSummary } from './import-ampere-records.command';

@CommandHandler(ImportAmpereRecordsCommand)
export class ImportAmpereRecordsHandler implements ICommandHandler<ImportAmpereRecordsCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ records }: ImportAmpereRecordsCommand): Promise<ImportSummary> {
    return this.db.transaction(async (tx) => {
      // The live month first, as a month close takes it: locking rows before it would deadlock
      // with a close that holds the month and waits for those rows.
      const month = (await lockLiveMonth(tx, AMPERE_TABLES, this.clock.now())).toString();
      const pricing = await readAmperePricing(tx);
      const parsed = parseAmpereImport(recordsAsImportText(records), pricing);
      if (parsed.rows.length === 0) throw new NoValidRowsError();

      // The last row wins when the same customer appears twice in one import.
      const drafts = new Map<string, AmpereDraft>();
      for (const row of parsed.rows) {
        drafts.set(normaliseRecordKey(row.name, row.box), {
          name: row.name,
          box: row.box,
          address: row.address,
          ampere: row.ampere,
          amperePrice: row.amperePrice,
          amountPaid: row.amountPaid,
          isPaidFlag: false,
          dueDate: null,
        });
      }
      const existing = await lockAmpereRowsByKeys(tx, [...drafts.keys()]);
      const updates: AmpereRecordRow[] = [];
      for (const row of existing) {
        const draft = drafts.get(row.recordKey);
        if (!draft) continue;
        // A blank address in the sheet keeps the one on file.
        updates.push(rewriteAmpereRow(row, { ...draft, address: draft.address ?? row.address }, pricing));
        drafts.delete(row.recordKey);
      }

      const batchId = await openBatch(tx, AMPERE_TABLES, 'import');
      await journalUpdates(tx, AMPERE_TABLES, batchId, 'r.id = ANY($1::uuid[])', [
        updates.map((row) => row.id),
      ]);
      await writeAmpereRows(tx, updates, batchId);

      const invoiceDate = this.clock.today();
      const firstNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, drafts.size);
      const newRows: NewAmpereRow[] = [...drafts.values()].map((draft, index) =>
        toAmpereRow(draft, pricing, { customerNumber: firstNumber + index, month, invoiceDate }),
      );
      const createdIds = await insertAmpereRows(tx, newRows, batchId);
      await journalCreated(tx, batchId, createdIds);
      await recordBatchCounts(tx, batchId, createdIds.length, updates.length);
      return { created: createdIds.length, updated: updates.length, skipped: parsed.skipped };
    });
  }
}

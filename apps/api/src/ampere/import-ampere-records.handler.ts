import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  latestRowPerCustomer,
  Money,
  NoValidRowsError,
  parseAmpereImport,
  planAmpereImport,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  allocateCustomerNumbers,
  insertAmpereRows,
  lockAmpereRowsByKeys,
  readAmperePricing,
  paidTargetsOf,
  runBatch,
  settlePaidTo,
  writeAmpereRows,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { toImportRows } from './ampere-import-rows.mapper';
import { customerOf, rewriteAmpereRow, toAmpereRow } from './ampere-row.mapper';
import { ImportAmpereRecordsCommand, type ImportSummary } from './import-ampere-records.command';

@CommandHandler(ImportAmpereRecordsCommand)
export class ImportAmpereRecordsHandler implements ICommandHandler<ImportAmpereRecordsCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ records }: ImportAmpereRecordsCommand): Promise<ImportSummary> {
    // runBatch takes the live month first, as a month close takes it: locking rows before it would
    // deadlock with a close that holds the month and waits for those rows.
    return this.db.transaction((tx) =>
      runBatch(
        tx,
        AMPERE_TABLES,
        { kind: 'import', today: this.clock.today() },
        async ({ batchId, liveMonth }) => {
          const month = liveMonth.toString();
          const pricing = await readAmperePricing(tx);
          const parsed = parseAmpereImport(toImportRows(records));
          if (parsed.rows.length === 0) throw new NoValidRowsError();

          const latest = latestRowPerCustomer(parsed.rows);
          const stored = await lockAmpereRowsByKeys(tx, [...latest.keys()]);
          const plan = planAmpereImport(
            latest,
            stored.map((row) => ({
              id: row.id,
              customerNumber: row.customerNumber,
              recordKey: row.recordKey,
              customer: customerOf(row),
            })),
            pricing,
          );
          const storedById = new Map(stored.map((row) => [row.id, row]));
          const updates = plan.updates.map(({ id, customer }) =>
            rewriteAmpereRow(storedById.get(id)!, customer),
          );

          // Written and journaled for undo in one statement.
          await writeAmpereRows(tx, updates, batchId);

          const invoiceDate = this.clock.today();
          // Inserted and journaled as created in one statement.
          const firstNumber = await allocateCustomerNumbers(tx, AMPERE_TABLES, plan.creates.length);
          const createdIds = await insertAmpereRows(
            tx,
            plan.creates.map((customer, index) =>
              toAmpereRow(customer, { customerNumber: firstNumber + index, month, invoiceDate }),
            ),
            batchId,
            { journal: true },
          );
          // A paid amount on file that changed, or a new customer imported as having paid.
          const changes = [
            ...plan.updates.map(({ id, customer }) => ({
              id,
              customerNumber: storedById.get(id)!.customerNumber,
              previous: customerOf(storedById.get(id)!).amountPaid,
              amountPaid: customer.amountPaid,
            })),
            ...plan.creates.map((customer, index) => ({
              id: createdIds[index] ?? '',
              customerNumber: firstNumber + index,
              previous: Money.zero,
              amountPaid: customer.amountPaid,
            })),
          ];
          // issue 11: each difference is a payment (or voids) in the ledger, in this batch.
          await settlePaidTo(tx, AMPERE_TABLES, paidTargetsOf(changes), { source: 'import', batchId });
          await auditPayments(tx, { system: 'ampere', source: 'import', batchId, changes });
          return {
            created: createdIds.length,
            updated: updates.length,
            result: { created: createdIds.length, updated: updates.length, skipped: parsed.skipped },
          };
        },
      ),
    );
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Money, NoValidRowsError, planImport } from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  findKwhRowsByKeys,
  insertKwhRows,
  kwhFieldsOf,
  kwhRowOf,
  readKwhBillingContext,
  paidTargetsOf,
  rewriteKwhRow,
  runBatch,
  settlePaidTo,
  writeKwhRows,
} from '@kahraba/persistence';
import { auditPayments } from '../../audit/record-payment-audit';
import { Clock } from '../../clock/clock';
import { Database } from '../../database/sql-database.provider';
import { SystemCatalog } from '../../systems/system-catalog';
import { ImportKwhCustomersCommand, type KwhImportSummary } from './import-kwh-customers.command';
import { kwhImportLinesOfRecords } from './kwh-import-lines';
import { kwhImportRules } from './kwh-import-rules';

@CommandHandler(ImportKwhCustomersCommand)
export class ImportKwhCustomersHandler implements ICommandHandler<ImportKwhCustomersCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system, records }: ImportKwhCustomersCommand): Promise<KwhImportSummary> {
    const { tables } = await this.catalog.meteredTables(system);
    const read = kwhImportLinesOfRecords(records);
    if (read.lines.length === 0) throw new NoValidRowsError();
    return this.db.transaction((tx) =>
      runBatch(tx, tables, { kind: 'import', today: this.clock.today() }, async ({ batchId, liveMonth }) => {
        const context = await readKwhBillingContext(tx);
        const keys = [...new Set(read.lines.map((line) => line.key))];
        const onFile = await findKwhRowsByKeys(tx, tables, keys, true);
        const plan = planImport(
          read.lines,
          onFile.map((row) => ({
            id: row.id,
            customerNumber: row.customerNumber,
            recordKey: row.recordKey,
            customer: kwhFieldsOf(row),
          })),
          kwhImportRules(context),
        );
        if (plan.creates.length + plan.updates.length === 0) throw new NoValidRowsError();
        const rowsById = new Map(onFile.map((row) => [row.id, row]));
        const updated = await writeKwhRows(
          tx,
          tables,
          plan.updates.map(({ id, customer }) => rewriteKwhRow(rowsById.get(id)!, customer)),
          batchId,
        );
        const firstNumber = await allocateCustomerNumbers(tx, tables, plan.creates.length);
        const created = await insertKwhRows(
          tx,
          tables,
          plan.creates.map((customer, index) =>
            kwhRowOf(customer, {
              customerNumber: firstNumber + index,
              month: liveMonth.toString(),
              displayRank: null,
            }),
          ),
          batchId,
        );
        // A paid amount on file that changed, or a new customer imported as having paid.
        const payments = [
          ...plan.updates.map(({ id, customer }) => ({
            id,
            customerNumber: rowsById.get(id)!.customerNumber,
            previous: kwhFieldsOf(rowsById.get(id)!).amountPaid,
            amountPaid: customer.amountPaid,
          })),
          ...plan.creates.map((customer, index) => ({
            id: created[index] ?? '',
            customerNumber: firstNumber + index,
            previous: Money.zero,
            amountPaid: customer.amountPaid,
          })),
        ];
        // issue 11: each difference is a payment (or voids) in the ledger, in this batch.
        await settlePaidTo(tx, tables, paidTargetsOf(payments), { source: 'import', batchId });
        await auditPayments(tx, { system: tables.system, source: 'import', batchId, changes: payments });
        const skipped = [...read.skipped, ...plan.refused].sort((a, b) => a.line - b.line);
        return {
          created: created.length,
          updated,
          result: { created: created.length, updated, skipped },
        };
      }),
    );
  }
}

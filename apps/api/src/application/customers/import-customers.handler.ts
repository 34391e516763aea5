import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Money, NoValidRowsError, planImport, readTariffImportLines } from '@kahraba/billing-domain';
import {
  allocateCustomerNumbers,
  paidTargetsOf,
  runBatch,
  settlePaidTo,
  withTariffStore,
} from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { PaymentsEntered } from '../events/payments-entered.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { importRowsOf } from './import-rows';
import { SystemCatalog } from '../systems/system-catalog';
import { ImportCustomersCommand, type ImportSummary } from './import-customers.command';

@CommandHandler(ImportCustomersCommand)
export class ImportCustomersHandler implements ICommandHandler<ImportCustomersCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute({ system: id, records }: ImportCustomersCommand): Promise<ImportSummary> {
    const { system, tables } = await this.catalog.tables(id);
    return withTariffStore(system.tariff, async (store) => {
      // The bulk call's objects read as the same spreadsheet rows as pasted text (one rule).
      const cells = store.rules.importSheet.columns.map((column) => column.key);
      const read = readTariffImportLines(
        store.rules,
        importRowsOf(records as readonly Record<string, unknown>[], cells),
      );
      if (read.lines.length === 0) throw new NoValidRowsError();
      // runBatch takes the live month first, as a month close takes it: locking rows before it
      // would deadlock with a close that holds the month and waits for those rows.
      return this.unitOfWork.run((tx, events) =>
        runBatch(
          tx,
          tables,
          { kind: 'import', today: this.clock.today() },
          async ({ batchId, liveMonth }) => {
            const context = await store.readContext(tx, tables);
            const keys = [...new Set(read.lines.map((line) => line.key))];
            const onFile = await store.findRowsByKeys(tx, tables, keys, true);
            const plan = planImport(
              read.lines,
              onFile.map((row) => ({
                id: row.id,
                customerNumber: row.customerNumber,
                recordKey: row.recordKey,
                customer: store.customerOf(row),
              })),
              store.rules.importRules(context),
            );
            if (plan.creates.length + plan.updates.length === 0) throw new NoValidRowsError();
            const rowsById = new Map(onFile.map((row) => [row.id, row]));
            const updated = await store.writeRows(
              tx,
              tables,
              plan.updates.map(({ id, customer }) => store.rewriteRow(rowsById.get(id)!, customer)),
              batchId,
            );
            const firstNumber = await allocateCustomerNumbers(tx, tables, plan.creates.length);
            const placement = {
              month: liveMonth.toString(),
              invoiceDate: this.clock.today(),
              displayRank: null,
            };
            const created = await store.insertRows(
              tx,
              tables,
              plan.creates.map((customer, index) =>
                store.newRow(customer, { ...placement, customerNumber: firstNumber + index }),
              ),
              batchId,
            );
            // A paid amount on file that changed, or a new customer imported as having paid.
            const payments = [
              ...plan.updates.map(({ id, customer }) => ({
                id,
                customerNumber: rowsById.get(id)!.customerNumber,
                previous: store.customerOf(rowsById.get(id)!).amountPaid,
                amountPaid: customer.amountPaid,
              })),
              ...plan.creates.map((customer, index) => ({
                id: created[index] ?? '',
                customerNumber: firstNumber + index,
                previous: Money.zero,
                amountPaid: customer.amountPaid,
              })),
            ];
            // Each difference is a payment (or voids) in the ledger, in this batch
            // (docs/business-rules.md#paid-unpaid-and-arrears).
            await settlePaidTo(tx, tables, paidTargetsOf(payments), {
              source: 'import',
              batchId,
              at: this.clock.now(),
            });
            events.record(
              new PaymentsEntered({ system: tables.system, source: 'import', batchId, changes: payments }),
            );
            const skipped = [...read.skipped, ...plan.refused].sort((a, b) => a.line - b.line);
            return {
              created: created.length,
              updated,
              result: { created: created.length, updated, skipped },
            };
          },
        ).then((done) => recordBatch(events, done)),
      );
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pasteIntoLine, planColumnPaste } from '@kahraba/billing-domain';
import {
  lockLiveMonth,
  lockLiveTable,
  paidTargetsOf,
  runBatch,
  settlePaidTo,
  withTariffStore,
} from '@kahraba/persistence';
import { inDisplayOrder } from './ampere-display-order';
import { Clock } from '../clock/clock';
import { PaymentsEntered } from '../events/payments-entered.event';
import { recordBatch } from '../events/batch-written.event';
import { UnitOfWork } from '../events/unit-of-work';
import { SystemCatalog } from '../systems/system-catalog';
import { type ColumnPasteSummary, PasteCustomerColumnCommand } from './paste-customer-column.command';

@CommandHandler(PasteCustomerColumnCommand)
export class PasteCustomerColumnHandler implements ICommandHandler<PasteCustomerColumnCommand> {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: SystemCatalog,
  ) {}

  async execute(command: PasteCustomerColumnCommand): Promise<ColumnPasteSummary> {
    const { system, tables } = await this.catalog.tables(command.system);
    return withTariffStore(system.tariff, (store) =>
      this.unitOfWork.run(async (tx, events) => {
        // A paste holds the system's live month and table from reading the rows on, so no edit slips
        // in between (runBatch takes them again); a preview writes nothing and holds nothing.
        if (!command.dryRun) {
          await lockLiveMonth(tx, tables, this.clock.today());
          await lockLiveTable(tx, tables);
        }
        const listed = await store.listRows(tx, tables);
        const rows = command.sort === null ? listed : inDisplayOrder(listed, command.sort);
        const plan = planColumnPaste({
          column: command.column,
          data: command.data,
          startIndex: command.startIndex,
          recordIdsInDisplayOrder: rows.map((row) => row.id),
          columns: store.rules.pasteColumns,
          blankLines: store.rules.pasteBlankLines,
        });
        const context = await store.readContext(tx, tables);
        const pasted = plan.assignments.map(({ position, value, line }) => {
          const row = rows[position]!;
          const before = store.customerOf(row);
          const after = pasteIntoLine(
            store.rules,
            { onFile: before, column: plan.column, value, line },
            context,
          );
          return { position, row, before, after };
        });
        const changes = pasted.map(({ position, row, before, after }) => ({
          row: position + 1,
          id: row.id,
          customerNumber: row.customerNumber,
          name: row.name,
          before: store.rules.columnText(before, plan.column),
          after: store.rules.columnText(after, plan.column),
        }));
        if (command.dryRun || pasted.length === 0) return { updated: changes.length, changes };
        return runBatch(
          tx,
          tables,
          { kind: 'column-paste', today: this.clock.today() },
          async ({ batchId }) => {
            const updated = await store.writeRows(
              tx,
              tables,
              pasted.map(({ row, after }) => store.rewriteRow(row, after)),
              batchId,
            );
            const payments = pasted.map(({ row, before, after }) => ({
              id: row.id,
              customerNumber: row.customerNumber,
              previous: before.amountPaid,
              amountPaid: after.amountPaid,
            }));
            // Each difference is a payment (or voids) in the ledger, in this batch
            // (docs/business-rules.md#paid-unpaid-and-arrears).
            await settlePaidTo(tx, tables, paidTargetsOf(payments), {
              source: 'column-paste',
              batchId,
              at: this.clock.now(),
            });
            events.record(
              new PaymentsEntered({
                system: tables.system,
                source: 'column-paste',
                batchId,
                changes: payments,
              }),
            );
            return { created: 0, updated, result: { updated, changes } };
          },
        ).then((done) => recordBatch(events, done));
      }),
    );
  }
}

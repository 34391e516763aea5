import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  amendAmpereCustomer,
  AMPERE_PASTE_COLUMNS,
  ampereChangesFromPaste,
  ampereColumnText,
  planColumnPaste,
} from '@kahraba/billing-domain';
import {
  AMPERE_TABLES,
  listAmpereRows,
  lockLiveMonth,
  lockLiveTable,
  readAmperePricing,
  paidTargetsOf,
  runBatch,
  settlePaidTo,
  writeAmpereRows,
} from '@kahraba/persistence';
import { auditPayments } from '../audit/record-payment-audit';
import { Clock } from '../clock/clock';
import { Database } from '../database/sql-database.provider';
import { inDisplayOrder } from './ampere-display-order';
import { customerOf, rewriteAmpereRow } from './ampere-row.mapper';
import { PasteAmpereColumnCommand, type ColumnPasteSummary } from './paste-ampere-column.command';

@CommandHandler(PasteAmpereColumnCommand)
export class PasteAmpereColumnHandler implements ICommandHandler<PasteAmpereColumnCommand> {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async execute(command: PasteAmpereColumnCommand): Promise<ColumnPasteSummary> {
    return this.db.transaction(async (tx) => {
      // A preview writes nothing and need not hold the table; a paste holds it from reading the
      // rows on (runBatch below takes the same locks again).
      if (!command.dryRun) {
        await lockLiveMonth(tx, AMPERE_TABLES, this.clock.today());
        await lockLiveTable(tx, AMPERE_TABLES);
      }
      const rows = inDisplayOrder(await listAmpereRows(tx), command.sort);
      const plan = planColumnPaste({
        column: command.column,
        data: command.data,
        startIndex: command.startIndex,
        recordIdsInDisplayOrder: rows.map((row) => row.id),
        columns: AMPERE_PASTE_COLUMNS,
      });
      const pricing = await readAmperePricing(tx);
      const pasted = plan.assignments.map(({ position, value }) => {
        const row = rows[position]!;
        const before = customerOf(row);
        const after = amendAmpereCustomer(before, ampereChangesFromPaste(plan.column, value), pricing);
        return { position, row, after, before };
      });
      const changes = pasted.map(({ position, row, before, after }) => ({
        row: position + 1,
        id: row.id,
        customerNumber: row.customerNumber,
        name: row.name,
        before: ampereColumnText(before, plan.column),
        after: ampereColumnText(after, plan.column),
      }));
      if (command.dryRun || pasted.length === 0) return { updated: changes.length, changes };
      return runBatch(
        tx,
        AMPERE_TABLES,
        { kind: 'column-paste', today: this.clock.today() },
        async ({ batchId }) => {
          const updated = await writeAmpereRows(
            tx,
            pasted.map(({ row, after }) => rewriteAmpereRow(row, after)),
            batchId,
          );
          const payments = pasted.map(({ row, before, after }) => ({
            id: row.id,
            customerNumber: row.customerNumber,
            previous: before.amountPaid,
            amountPaid: after.amountPaid,
          }));
          // issue 11: each difference is a payment (or voids) in the ledger, in this batch.
          await settlePaidTo(tx, AMPERE_TABLES, paidTargetsOf(payments), { source: 'column-paste', batchId });
          await auditPayments(tx, { system: 'ampere', source: 'column-paste', batchId, changes: payments });
          return { created: 0, updated, result: { updated, changes } };
        },
      );
    });
  }
}
